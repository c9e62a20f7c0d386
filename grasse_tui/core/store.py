"""The save store: one sqlite3 database of game records with public previews.

The database is ``saves.sqlite3`` in ``platformdirs.user_data_dir("grasse-tui")``,
or in the directory named by the environment variable ``GRASSE_TUI_DATA_DIR``.
Each row is one game: its record (seed + action log, :class:`GameRecord`) and a
:class:`SaveSummary` built only from public information (seat names, colours,
human/bot, a progress label), so listing saves never reveals anything private
(DESIGN.md §1: save previews go through the same filter). PINs are never stored
in a summary, nor written into an export.

Beside the saves, two tables made when first needed (a file that never needed them keeps
the layout older versions wrote, and older versions still open it): the achievements a
game reports, and the player records (:mod:`grasse_tui.core.records`: each finished game's
result per human seat, by profile).

Every failure to read or write the file surfaces as one :class:`StoreError`
with a one-line message; no raw sqlite3 error leaves this module.
"""

from __future__ import annotations

import builtins
import errno
import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from grasse_tui.core.errors import RecordError
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.records import GameResult, HeadToHead, PlayerRecord, SeatResult, profile_key

DATA_DIR_ENV = "GRASSE_TUI_DATA_DIR"
DB_FILENAME = "saves.sqlite3"
SCHEMA_VERSION = 1
EXPORT_KIND = "grasse-tui save"
EXPORTS_DIRNAME = "exports"
"""The folder, inside the data folder, that :meth:`SaveStore.export_file` writes to."""
EXPORT_NOTE = (
    "The seed and every action of one game, from which every hidden card can be worked out. "
    "Meant for a bug report or `grasse-tui replay`, not for the other players; seat PINs are removed."
)
SQLITE_MAGIC = b"SQLite format 3\x00"
"""The first 16 bytes of every SQLite database file (such as the save file)."""

_COLUMNS = ("id", "game_id", "created", "updated", "finished", "summary", "record")
_SCHEMA = """
CREATE TABLE saves (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    finished INTEGER NOT NULL,
    summary TEXT NOT NULL,
    record TEXT NOT NULL
)
"""
_ACHIEVEMENTS = """
CREATE TABLE IF NOT EXISTS achievements (
    game_id TEXT NOT NULL,
    name TEXT NOT NULL,
    won TEXT NOT NULL,
    save_id INTEGER,
    PRIMARY KEY (game_id, name)
)
"""
_RECORDED_GAMES = """
CREATE TABLE IF NOT EXISTS recorded_games (
    save_id INTEGER NOT NULL,
    started TEXT NOT NULL,
    game_id TEXT NOT NULL,
    players INTEGER NOT NULL,
    finished TEXT NOT NULL,
    PRIMARY KEY (save_id, started)
)
"""
_RESULTS = """
CREATE TABLE IF NOT EXISTS results (
    save_id INTEGER NOT NULL,
    started TEXT NOT NULL,
    seat INTEGER NOT NULL,
    profile TEXT NOT NULL,
    name TEXT NOT NULL,
    score INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (save_id, started, seat)
)
"""
"""The player records: a row per finished game (``started`` is its save's ``created`` time,
so a save id given out again after a salvage is another game) and a row per human seat's
result in it. Deleting a profile deletes its ``results`` rows only; the game's row stays, so
showing that game's end again never records it twice."""
_LISTING_COLUMNS = "id, game_id, created, updated, summary"
_SALVAGE_PROBE = 10_000
"""Save ids tried one by one when a damaged file cannot even list its ids."""


class StoreError(ValueError):
    """The save file or one saved game cannot be read or written.

    The message is one line meant for the player: it names the file (or the
    save) and the reason, and says what to do.
    """


class DamagedStoreError(StoreError):
    """The save file's pages fail SQLite's own check: it is never written to again; its
    readable games can be copied out (:meth:`SaveStore.salvage`, :meth:`SaveStore.rescue`)."""


def data_dir() -> Path:
    """The directory holding the save file (``$GRASSE_TUI_DATA_DIR`` wins)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("grasse-tui"))


def default_path() -> Path:
    """The save database path: ``data_dir() / "saves.sqlite3"``."""
    return data_dir() / DB_FILENAME


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """A seat without its PIN: name, colour id, bot name or None (as a save preview shows it,
    and as the setup screen remembers it for the next game)."""

    name: str
    colour: str
    bot: str | None

    @classmethod
    def of(cls, seat: SeatConfig) -> SeatSummary:
        """``seat`` with its PIN left out."""
        return cls(seat.name, seat.colour, seat.bot)

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour, "bot": self.bot}

    @classmethod
    def from_dict(cls, data: Any) -> SeatSummary:
        """Parse :meth:`to_dict` output. Raises KeyError or TypeError when it does not fit."""
        return cls(str(data["name"]), str(data["colour"]), None if data["bot"] is None else str(data["bot"]))


@dataclass(frozen=True, slots=True)
class SaveSummary:
    """The public preview of a save: seats, progress label, finished flag.

    Build it with :meth:`build` from the game's seat configs, so a PIN can
    never reach it.
    """

    seats: tuple[SeatSummary, ...]
    progress: str
    finished: bool = False

    @classmethod
    def build(cls, seats: Sequence[SeatConfig], progress: str, finished: bool = False) -> SaveSummary:
        """A summary from seat configs (PINs dropped) and a public progress label."""
        return cls(tuple(SeatSummary.of(s) for s in seats), progress, finished)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [s.to_dict() for s in self.seats],
            "progress": self.progress,
            "finished": self.finished,
        }

    @classmethod
    def from_dict(cls, data: Any) -> SaveSummary:
        """Parse :meth:`to_dict` output. Raises ValueError when it does not fit."""
        try:
            seats = tuple(SeatSummary.from_dict(s) for s in data["seats"])
            finished = data["finished"]
            if not isinstance(finished, bool):
                raise TypeError(f"finished must be true or false, got {finished!r}")
            return cls(seats, str(data["progress"]), finished)
        except (KeyError, TypeError) as exc:
            raise ValueError(f"damaged save summary: {exc}") from exc


DAMAGED_SUMMARY = SaveSummary((), "(preview unreadable)")


@dataclass(frozen=True, slots=True)
class SaveListing:
    """One row of :meth:`SaveStore.list`: everything but the record body.

    ``created``/``updated`` are ISO 8601 UTC timestamps. A row whose stored
    summary is unreadable lists with :data:`DAMAGED_SUMMARY`.
    """

    save_id: int
    game_id: str
    created: str
    updated: str
    summary: SaveSummary


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A save with its record, ready to resume (:meth:`SaveStore.latest`)."""

    listing: SaveListing
    record: GameRecord


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def _damaged_file_message(path: Path, exc: BaseException) -> str:
    return (
        f"The save file at {path} is damaged ({exc}). "
        "Nothing was changed; move the file away to start fresh."
    )


def without_pins(value: Any) -> Any:
    """A copy of a JSON-like ``value`` with every ``"pin"`` key's value set to None.

    Games encode a seat's handover PIN under the key ``"pin"`` (as
    :class:`SeatConfig` names it), at any depth of their config; the key stays,
    so a config decodes as before, with no PIN. Other values are returned as is.
    """
    if isinstance(value, dict):
        return {key: None if key == "pin" else without_pins(item) for key, item in value.items()}
    if isinstance(value, list):
        return [without_pins(item) for item in value]
    return value


def export_filename(game_id: str, save_id: int, when: datetime) -> str:
    """``<game id>-<save id>-<YYYYmmdd-HHMMSS>.json``; characters other than letters,
    digits, ``-`` and ``_`` in the game id become ``_``."""
    safe = "".join(c if c.isascii() and (c.isalnum() or c in "-_") else "_" for c in game_id) or "game"
    return f"{safe}-{save_id}-{when.strftime('%Y%m%d-%H%M%S')}.json"


def read_record_text(text: str) -> GameRecord:
    """A record from either a bare record JSON or a :meth:`SaveStore.export`.

    Raises :class:`RecordError` with a one-line reason when it is neither.
    """
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError, RecursionError) as exc:
        raise RecordError(f"not a game record (invalid JSON: {exc})") from exc
    if isinstance(data, dict) and data.get("kind") == EXPORT_KIND:
        return GameRecord.from_json(json.dumps(data.get("record")))
    return GameRecord.from_json(text)


class SaveStore:
    """The save database. Open it with :meth:`open`; close it with :meth:`close`.

    All methods raise :class:`StoreError` (never sqlite3 errors). Writes run in
    one short transaction each; the database is in WAL mode so autosaving after
    every action is one cheap UPDATE.
    """

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._connection = connection
        self.path = path
        self._known: dict[int, str] = {}
        """Per save id, the record text this store last read or wrote: :meth:`update` replaces
        a save only while it still holds that text, so an autosave never overwrites another copy
        of the app that played the same game meanwhile."""

    @classmethod
    def open(cls, path: Path | str | None = None, *, read_only: bool = False) -> SaveStore:
        """Open (creating if needed) the database at ``path`` (default :func:`default_path`);
        ``read_only`` opens an existing file only to read it (``replay --save``), changing
        nothing in it, not even an empty file's schema.

        Raises :class:`StoreError` when the directory cannot be created or
        written, the file is not a database, or it holds another schema.
        """
        target = Path(path) if path is not None else default_path()
        try:
            if not read_only:
                target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(
                f"Cannot create the save folder {target.parent} ({exc.strerror or exc}). "
                f"Choose a writable folder with --data-dir or {DATA_DIR_ENV}."
            ) from exc
        try:
            if read_only:
                connection = sqlite3.connect(f"{target.absolute().as_uri()}?mode=ro", uri=True, isolation_level=None)
            else:
                connection = sqlite3.connect(target, isolation_level=None)
        except sqlite3.Error as exc:
            raise StoreError(_open_message(target, exc)) from exc
        store = cls(connection, target)
        try:
            if read_only:
                store._check()
            else:
                store._check_pages()
                store._prepare()
        except StoreError:
            connection.close()
            raise
        except sqlite3.DatabaseError as exc:
            connection.close()
            if isinstance(exc, sqlite3.OperationalError):
                raise StoreError(_open_message(target, exc)) from exc
            raise StoreError(_damaged_file_message(target, exc)) from exc
        return store

    def _check_pages(self) -> None:
        """Raise :class:`DamagedStoreError` when SQLite's quick check finds a damaged page
        (before anything is written: a damaged file is never written to)."""
        if str(self.path) == ":memory:":
            return
        result = self._connection.execute("PRAGMA quick_check(1)").fetchone()[0]
        if result != "ok":
            raise DamagedStoreError(_damaged_file_message(self.path, result.removeprefix("*** in database main ***").strip()))

    @classmethod
    def salvage(
        cls, path: Path, check: Callable[[GameRecord], object] | None = None
    ) -> tuple[SaveStore, builtins.list[int]]:
        """A store in memory holding every game of the damaged file at ``path`` that can still
        be read (same save ids) and passes ``check`` (given: it raises :class:`RecordError`
        when a record does not replay), and the ids of the file's games that do not. The ids
        are the file's list of games or, when its pages are damaged, every id up to the last
        one ever given out; when that is unreadable too, ids are tried one by one and none is
        known to be lost. The file is only read."""
        memory = cls.open(":memory:")
        lost: builtins.list[int] = []
        # Read-only still leaves SQLite's side files (-wal, -shm) beside a WAL-mode file;
        # "immutable" creates none, and is safe while no -wal file holds moves not yet in the file.
        immutable = "&immutable=1" if not Path(f"{path}-wal").exists() else ""
        source = sqlite3.connect(f"{Path(path).absolute().as_uri()}?mode=ro{immutable}", uri=True, isolation_level=None)
        try:
            ids, known = _salvage_ids(source)
            for save_id in ids:
                try:
                    row = source.execute("SELECT * FROM saves WHERE id = ?", (save_id,)).fetchone()
                    if row is None:  # deleted, or never a game
                        continue
                    saved = _saved_game((row[0], row[1], row[2], row[3], row[5], row[6]))
                    if check is not None:
                        check(saved.record)
                except (sqlite3.DatabaseError, StoreError, RecordError, ValueError):
                    if known:  # a probed id may never have been a game
                        lost.append(save_id)
                    continue
                with memory._transaction() as conn:
                    conn.execute(f"INSERT INTO saves ({', '.join(_COLUMNS)}) VALUES (?, ?, ?, ?, ?, ?, ?)", row)
            _salvage_achievements(source, memory)
            _salvage_records(source, memory)
        finally:
            source.close()
        return memory, lost

    def rescue(self, damaged: Path, when: datetime | None = None) -> tuple[SaveStore, Path]:
        """Move the damaged file at ``damaged`` aside, untouched, as
        ``<stem>.damaged-<YYYYmmdd-HHMMSS><suffix>``, and write this store's games (a
        :meth:`salvage`) to a fresh file at its place; returns that file's store (open) and
        where the damaged one went. Raises :class:`StoreError` when a file cannot be moved or
        written (the damaged file is then where it was)."""
        stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
        aside = damaged.with_name(f"{damaged.stem}.damaged-{stamp}{damaged.suffix}")
        try:
            for suffix in ("", "-wal", "-shm"):  # SQLite's own side files go with it
                part = Path(f"{damaged}{suffix}")
                if part.exists():
                    part.rename(f"{aside}{suffix}")
            with closing(sqlite3.connect(damaged)) as fresh:
                self._connection.backup(fresh)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"Could not write a fresh save file at {damaged} ({exc}).") from exc
        return SaveStore.open(damaged), aside

    def _prepare(self) -> None:
        """Check or create the schema and switch to WAL mode."""
        conn = self._connection
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0 and not tables:
            conn.execute("PRAGMA journal_mode = WAL")
            with self._transaction():
                conn.execute(_SCHEMA)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        else:
            self._check()
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")

    def _check(self) -> None:
        """Raise :class:`StoreError` unless the file holds this app's schema."""
        conn = self._connection
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        columns = tuple(row[1] for row in conn.execute("PRAGMA table_info(saves)"))
        if version == 0 and not columns and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0:
            raise StoreError(f"The save file at {self.path} is empty: it holds no saved games.")
        if version != SCHEMA_VERSION:
            raise StoreError(self._layout_message(f"schema version {version}, this app reads {SCHEMA_VERSION}"))
        if columns != _COLUMNS:
            raise StoreError(self._layout_message(f"saves table columns: {', '.join(columns) or 'none'}"))

    def _layout_message(self, detail: str) -> str:
        return (
            f"The save file at {self.path} is not a grasse-tui save file ({detail}). "
            "Nothing was changed; move the file away to start fresh."
        )

    def close(self) -> None:
        """Close the database connection."""
        self._connection.close()

    def __enter__(self) -> SaveStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        conn = self._connection
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    @contextmanager
    def _guard(self, doing: str) -> Iterator[None]:
        """Turn sqlite3 errors while ``doing`` into one-line StoreErrors."""
        try:
            yield
        except sqlite3.OperationalError as exc:
            raise StoreError(
                f"Could not {doing} in the save file at {self.path} ({exc}). "
                f"Check that the folder is writable, or choose another with --data-dir or {DATA_DIR_ENV}."
            ) from exc
        except sqlite3.Error as exc:
            raise StoreError(_damaged_file_message(self.path, exc)) from exc

    def achievements(self, game_id: str) -> dict[str, tuple[str, int | None]]:
        """What has been won at ``game_id`` (a solo challenge…): each achievement's name, with
        when it was first won (ISO time) and that game's save id (None once deleted). The
        achievements table is made the first time something is won, so a file that never
        needed it keeps the layout older versions wrote."""
        if not self._has_achievements():
            return {}
        with self._guard("read the achievements"):
            rows = self._connection.execute(
                "SELECT name, won, save_id FROM achievements WHERE game_id = ? ORDER BY won, name", (game_id,)
            ).fetchall()
        return {str(name): (str(won), save_id) for name, won, save_id in rows}

    def record_achievements(self, game_id: str, names: Sequence[str], save_id: int | None) -> list[str]:
        """Remember ``names`` as won at ``game_id`` in save ``save_id``; returns those won for
        the first time (one already won keeps its first game)."""
        new = [name for name in names if name not in self.achievements(game_id)]
        if new:
            stamp = _now()
            with self._guard("save the achievements"), self._transaction() as conn:
                conn.execute(_ACHIEVEMENTS)
                conn.executemany(
                    "INSERT OR IGNORE INTO achievements (game_id, name, won, save_id) VALUES (?, ?, ?, ?)",
                    [(game_id, name, stamp, save_id) for name in new],
                )
        return new

    def _has_achievements(self) -> bool:
        return self._has_table("achievements")

    def _has_table(self, name: str) -> bool:
        query = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"
        return self._connection.execute(query, (name,)).fetchone() is not None

    def record_results(self, save_id: int, result: GameResult) -> bool:
        """Add the finished game of save ``save_id`` to its human players' records; returns
        False when nothing was added: that game was recorded before (its end shown again, or
        the finished save reopened), it had no human seat, or the save is gone. The tables are
        made with the first game recorded, as the achievements table is."""
        if not result.seats:
            return False
        rows = [(seat.seat, seat.profile, seat.name.strip(), seat.score, int(seat.won)) for seat in result.seats]
        with self._guard("save the player records"), self._transaction() as conn:
            save = conn.execute("SELECT created FROM saves WHERE id = ?", (save_id,)).fetchone()
            if save is None:
                return False
            conn.execute(_RECORDED_GAMES)
            conn.execute(_RESULTS)
            game = (save_id, save[0], result.game_id, result.players, _now())
            if conn.execute("INSERT OR IGNORE INTO recorded_games VALUES (?, ?, ?, ?, ?)", game).rowcount == 0:
                return False
            conn.executemany(
                "INSERT INTO results (save_id, started, seat, profile, name, score, won) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(save_id, save[0], *row) for row in rows],
            )
        return True

    def player_records(self) -> builtins.list[PlayerRecord]:
        """Every player's record per game and number of players, by profile, game and count."""
        if not self._has_table("results"):
            return []
        with self._guard("read the player records"):
            rows = self._connection.execute(
                "SELECT r.profile, g.game_id, g.players, count(*), sum(r.won), max(r.score), avg(r.score), "
                "max(g.finished) FROM results r JOIN recorded_games g USING (save_id, started) "
                "GROUP BY r.profile, g.game_id, g.players ORDER BY r.profile, g.game_id, g.players"
            ).fetchall()
            names = self._latest_names()
        return [
            PlayerRecord(profile, names[profile], game_id, players, played, won, best, average, last)
            for profile, game_id, players, played, won, best, average, last in rows
        ]

    def head_to_head(self, profile: str) -> builtins.list[HeadToHead]:
        """How the player ``profile`` (a seat name; :func:`profile_key` is applied) fared
        against each other player, per game, in the games both played; by opponent, then game."""
        if not self._has_table("results"):
            return []
        with self._guard("read the player records"):
            pairs = self._connection.execute(
                "SELECT g.game_id, a.seat, a.name, a.score, a.won, b.profile, b.seat, b.name, b.score, b.won "
                "FROM results a JOIN results b ON b.save_id = a.save_id AND b.started = a.started "
                "AND b.profile != a.profile JOIN recorded_games g ON g.save_id = a.save_id AND g.started = a.started "
                "WHERE a.profile = ?",
                (profile_key(profile),),
            ).fetchall()
            names = self._latest_names()
        tally: dict[tuple[str, str], list[int]] = {}
        for game_id, seat, name, score, won, other, other_seat, other_name, other_score, other_won in pairs:
            mine = SeatResult(seat, name, score, bool(won))
            theirs = SeatResult(other_seat, other_name, other_score, bool(other_won))
            counts = tally.setdefault((other, game_id), [0, 0, 0])
            counts[0] += 1
            counts[1] += mine.ahead_of(theirs)
            counts[2] += theirs.ahead_of(mine)
        return [
            HeadToHead(other, names[other], game_id, *counts) for (other, game_id), counts in sorted(tally.items())
        ]

    def _latest_names(self) -> dict[str, str]:
        """Each profile's most recent spelling (the name of its last recorded result)."""
        rows = self._connection.execute(
            "SELECT r.profile, r.name FROM results r JOIN recorded_games g USING (save_id, started) "
            "ORDER BY g.finished, r.rowid"
        )
        return {profile: name for profile, name in rows}

    def delete_profile(self, profile: str) -> int:
        """Delete every result of the player ``profile`` (a seat name; :func:`profile_key` is
        applied); returns how many went. Saves, and other players' results (their games with
        this player included), stay."""
        if not self._has_table("results"):
            return 0
        with self._guard("delete the player's records"), self._transaction() as conn:
            return conn.execute("DELETE FROM results WHERE profile = ?", (profile_key(profile),)).rowcount

    def create(self, record: GameRecord, summary: SaveSummary) -> int:
        """Store a new game; returns its save id (an int > 0)."""
        stamp = _now()
        text = record.to_json()
        with self._guard("save the new game"), self._transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO saves (game_id, created, updated, finished, summary, record) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (record.game_id, stamp, stamp, int(summary.finished), _summary_json(summary), text),
            )
            save_id = cursor.lastrowid
        assert save_id is not None
        self._known[save_id] = text
        return save_id

    def update(self, save_id: int, record: GameRecord, summary: SaveSummary) -> None:
        """Replace the record and summary of save ``save_id`` (the autosave).

        One UPDATE in one transaction. When this store has read or written the save before,
        the UPDATE applies only while the save still holds that record (see ``_known``).
        Raises :class:`StoreError` when no such save exists, or when another copy of the app
        has changed it since.
        """
        text = record.to_json()
        known = self._known.get(save_id)
        sql = "UPDATE saves SET updated = ?, finished = ?, summary = ?, record = ? WHERE id = ?"
        values: tuple[object, ...] = (_now(), int(summary.finished), _summary_json(summary), text, save_id)
        if known is not None:
            sql, values = f"{sql} AND record = ?", (*values, known)
        with self._guard("autosave the game"), self._transaction() as conn:
            cursor = conn.execute(sql, values)
            if cursor.rowcount != 1:
                if conn.execute("SELECT 1 FROM saves WHERE id = ?", (save_id,)).fetchone() is None:
                    raise _gone(save_id)
                raise StoreError(
                    f"Saved game #{save_id} was changed by another copy of grasse-tui; the moves made "
                    "here since are not saved. Quit this copy and use Continue to play on from the saved game."
                )
        self._known[save_id] = text

    def touch(self, save_id: int) -> None:
        """Mark save ``save_id`` as played now (opened without a move yet), so Continue and
        the Load list's order follow what was last opened. Raises :class:`StoreError` as
        :meth:`update` does for a missing save."""
        with self._guard("mark the game as played"), self._transaction() as conn:
            if conn.execute("UPDATE saves SET updated = ? WHERE id = ?", (_now(), save_id)).rowcount != 1:
                raise _gone(save_id)

    def list(self) -> builtins.list[SaveListing]:
        """All saves, most recently updated first, without their records."""
        with self._guard("list the saved games"):
            rows = self._connection.execute(
                f"SELECT {_LISTING_COLUMNS} FROM saves ORDER BY updated DESC, id DESC"
            ).fetchall()
        return [_listing(row) for row in rows]

    def latest(self) -> SavedGame | None:
        """The most recently updated unfinished save, or None.

        Raises :class:`StoreError` when that save's record is damaged.
        """
        with self._guard("find the last game"):
            row = self._connection.execute(
                f"SELECT {_LISTING_COLUMNS}, record FROM saves WHERE finished = 0 "
                "ORDER BY updated DESC, id DESC LIMIT 1"
            ).fetchone()
        return None if row is None else self._remembered(row)

    def load(self, save_id: int) -> GameRecord:
        """The record of save ``save_id``.

        Raises :class:`StoreError` when there is no such save or its record is
        damaged (the other saves are unaffected).
        """
        return self._saved_game(save_id).record

    def export(self, save_id: int) -> str:
        """A JSON document for bug reports: the save's public summary and record, without PINs.

        ``{"kind": EXPORT_KIND, "note", "game", "created", "updated", "summary",
        "record"}``; the record's config has every ``"pin"`` set to None
        (:func:`without_pins`). :func:`read_record_text` (and ``grasse-tui
        replay``) read it back. Raises :class:`StoreError` as :meth:`load` does.
        """
        return _export_text(self._saved_game(save_id))

    def export_file(self, save_id: int, folder: Path, when: datetime | None = None) -> Path:
        """Write :meth:`export` of save ``save_id`` to a new file in ``folder``; returns its path.

        The folder is created if needed. The name is :func:`export_filename` at
        ``when`` (default: now, local time); an existing file is never
        overwritten: a second export in the same second gets ``-2`` (``-3``, …)
        before ``.json``. Raises :class:`StoreError` as :meth:`load` does, or
        when the folder or file cannot be written (nothing is left behind).
        """
        saved = self._saved_game(save_id)
        text = _export_text(saved)
        name = export_filename(saved.listing.game_id, save_id, when or datetime.now())
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for attempt in range(1, 1000):
                target = folder / (name if attempt == 1 else f"{name.removesuffix('.json')}-{attempt}.json")
                try:
                    handle = target.open("x", encoding="utf-8")
                except FileExistsError:
                    continue
                try:
                    with handle:
                        handle.write(text + "\n")
                except BaseException:
                    target.unlink(missing_ok=True)
                    raise
                return target
            raise FileExistsError(errno.EEXIST, "too many exports with the same name", str(folder / name))
        except OSError as exc:
            raise StoreError(
                f"Could not write the export to {folder} ({exc.strerror or exc}). "
                f"Check that the folder is writable, or choose another data folder with {DATA_DIR_ENV}."
            ) from exc

    def delete(self, save_id: int) -> None:
        """Remove save ``save_id`` (no error if it is already gone)."""
        with self._guard("delete the game"), self._transaction() as conn:
            conn.execute("DELETE FROM saves WHERE id = ?", (save_id,))

    def _saved_game(self, save_id: int) -> SavedGame:
        with self._guard("read the game"):
            row = self._connection.execute(
                f"SELECT {_LISTING_COLUMNS}, record FROM saves WHERE id = ?", (save_id,)
            ).fetchone()
        if row is None:
            raise StoreError(f"Saved game #{save_id} does not exist.")
        return self._remembered(row)

    def _remembered(self, row: Sequence[Any]) -> SavedGame:
        """:func:`_saved_game` of ``row``, its record text kept in ``_known``."""
        saved = _saved_game(row)
        self._known[saved.listing.save_id] = row[5]
        return saved


def _gone(save_id: int) -> StoreError:
    """The error for a save that was there and is not any more."""
    return StoreError(f"Saved game #{save_id} no longer exists; it may have been deleted.")


def _salvage_achievements(source: sqlite3.Connection, memory: SaveStore) -> None:
    """Copy the achievements a damaged file can still give (none from a schema-1 file)."""
    try:
        rows = source.execute("SELECT game_id, name, won, save_id FROM achievements").fetchall()
    except sqlite3.DatabaseError:
        return
    with memory._transaction() as conn:
        conn.execute(_ACHIEVEMENTS)
        conn.executemany("INSERT OR IGNORE INTO achievements VALUES (?, ?, ?, ?)", rows)


def _salvage_records(source: sqlite3.Connection, memory: SaveStore) -> None:
    """Copy the player records a damaged file can still give (none from a file without them)."""
    try:
        games = source.execute("SELECT save_id, started, game_id, players, finished FROM recorded_games").fetchall()
        results = source.execute("SELECT save_id, started, seat, profile, name, score, won FROM results").fetchall()
    except sqlite3.DatabaseError:
        return
    with memory._transaction() as conn:
        conn.execute(_RECORDED_GAMES)
        conn.execute(_RESULTS)
        conn.executemany("INSERT OR IGNORE INTO recorded_games VALUES (?, ?, ?, ?, ?)", games)
        conn.executemany("INSERT OR IGNORE INTO results VALUES (?, ?, ?, ?, ?, ?, ?)", results)


def _salvage_ids(source: sqlite3.Connection) -> tuple[list[int], bool]:
    """The save ids a :meth:`SaveStore.salvage` of ``source`` tries, and whether each of them
    was a game (a game that cannot be read is then lost, not merely absent)."""
    try:
        return [row[0] for row in source.execute("SELECT id FROM saves ORDER BY id")], True
    except sqlite3.DatabaseError:  # a page of the table itself is damaged
        pass
    try:  # AUTOINCREMENT keeps the last id given out; a missing id below it was deleted
        last = source.execute("SELECT seq FROM sqlite_sequence WHERE name = 'saves'").fetchone()
        return list(range(1, int(last[0]) + 1)), True
    except (sqlite3.DatabaseError, TypeError, ValueError):
        return list(range(1, _SALVAGE_PROBE + 1)), False


def _open_message(path: Path, exc: sqlite3.Error) -> str:
    return (
        f"Cannot open the save file at {path} ({exc}). "
        f"Check that the folder is writable, or choose another with --data-dir or {DATA_DIR_ENV}."
    )


def _export_text(saved: SavedGame) -> str:
    """:meth:`SaveStore.export` of an already read save."""
    record = json.loads(saved.record.to_json())
    record["config"] = without_pins(record["config"])
    return json.dumps(
        {
            "kind": EXPORT_KIND,
            "note": EXPORT_NOTE,
            "game": saved.listing.game_id,
            "created": saved.listing.created,
            "updated": saved.listing.updated,
            "summary": saved.listing.summary.to_dict(),
            "record": record,
        },
        indent=1,
    )


def _summary_json(summary: SaveSummary) -> str:
    return json.dumps(summary.to_dict(), separators=(",", ":"))


def _listing(row: Sequence[Any]) -> SaveListing:
    save_id, game_id, created, updated, summary_text = row
    try:
        summary = SaveSummary.from_dict(json.loads(summary_text))
    except (ValueError, TypeError, RecursionError):
        summary = DAMAGED_SUMMARY
    return SaveListing(int(save_id), str(game_id), str(created), str(updated), summary)


def _saved_game(row: Sequence[Any]) -> SavedGame:
    """A :class:`SavedGame` from listing columns + record text; StoreError if damaged."""
    listing = _listing(row[:5])
    try:
        record = GameRecord.from_json(row[5])
    except RecordError as exc:
        raise StoreError(
            f"Saved game #{listing.save_id} is damaged ({exc}). Your other games are safe; "
            "delete this one to tidy the list."
        ) from exc
    return SavedGame(listing, record)
