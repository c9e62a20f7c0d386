"""The sqlite save store: round trips, previews and damaged files."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import asdict
from datetime import datetime
from pathlib import Path

import pytest
from exported import untimed

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.errors import RecordError
from grasse_tui.core.record import ActionEntry, GameRecord
from grasse_tui.core.store import (
    DAMAGED_SUMMARY,
    DamagedStoreError,
    SaveStore,
    SaveSummary,
    StoreError,
    default_path,
    export_filename,
    read_record_text,
    without_pins,
)

SEATS = (
    SeatConfig("Ana", "teal", pin="4711"),
    SeatConfig("Bea", "amber", bot="greedy"),
)


def record(actions: int = 0, seed: int = 7) -> GameRecord:
    config = {"seats": [{"name": s.name, "colour": s.colour, "bot": s.bot, "pin": s.pin} for s in SEATS]}
    entries = tuple(ActionEntry(i % 2, {"kind": "pass", "n": i}) for i in range(actions))
    return GameRecord("grasse", seed, config, entries)


def summary(progress: str = "Round 1/4", finished: bool = False) -> SaveSummary:
    return SaveSummary.build(SEATS, progress, finished)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SaveStore]:
    with SaveStore.open(tmp_path / "saves.sqlite3") as opened:
        yield opened


def test_default_path_follows_the_environment(tmp_path: Path) -> None:
    assert default_path() == tmp_path / "data" / "saves.sqlite3"
    with SaveStore.open() as opened:
        assert opened.path == default_path()
    assert default_path().exists()


def test_create_update_list_load_delete(store: SaveStore) -> None:
    first = store.create(record(), summary())
    second = store.create(record(seed=9), summary("Round 1/4"))
    assert first != second
    assert store.load(first) == record()

    store.update(first, record(3), summary("Round 2/4"))
    assert store.load(first) == record(3)

    listings = store.list()
    assert [listing.save_id for listing in listings] == [first, second]
    assert listings[0].summary.progress == "Round 2/4"
    assert listings[0].game_id == "grasse"
    assert listings[0].updated >= listings[0].created
    assert [seat.is_human for seat in listings[0].summary.seats] == [True, False]

    store.delete(first)
    assert [listing.save_id for listing in store.list()] == [second]
    with pytest.raises(StoreError, match="does not exist"):
        store.load(first)
    with pytest.raises(StoreError, match="no longer exists"):
        store.update(first, record(), summary())


def test_an_autosave_never_overwrites_moves_another_copy_saved(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with SaveStore.open(path) as first, SaveStore.open(path) as second:
        save_id = first.create(record(3), summary())
        second.load(save_id)  # a second copy of the app continues the game
        second.update(save_id, record(5), summary())
        with pytest.raises(StoreError, match="changed by another copy of grasse-tui"):
            first.update(save_id, record(4), summary())
        assert first.load(save_id) == record(5)  # the other copy's moves stand
        first.update(save_id, record(6), summary())  # a copy that is up to date saves
        assert second.load(save_id) == record(6)


def test_reopen_keeps_saves(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with SaveStore.open(path) as opened:
        save_id = opened.create(record(2), summary())
    with SaveStore.open(path) as reopened:
        assert reopened.load(save_id) == record(2)
        assert reopened._connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_latest_ignores_finished_games(store: SaveStore) -> None:
    assert store.latest() is None
    older = store.create(record(1), summary())
    done = store.create(record(2), summary("Final scores", finished=True))
    latest = store.latest()
    assert latest is not None
    assert latest.listing.save_id == older
    assert latest.record == record(1)
    store.update(done, record(3), summary("Final scores", finished=True))
    assert store.latest().listing.save_id == older
    store.update(older, record(4), summary(finished=True))
    assert store.latest() is None


def test_touch_makes_an_opened_game_the_latest_without_changing_it(store: SaveStore) -> None:
    opened = store.create(record(1), summary())
    store.create(record(2), summary())
    assert store.latest().listing.save_id != opened
    store.touch(opened)
    latest = store.latest()
    assert latest.listing.save_id == opened
    assert latest.record == record(1)
    assert [listing.save_id for listing in store.list()][0] == opened
    with pytest.raises(StoreError, match="no longer exists"):
        store.touch(999)


def test_random_bytes_file_is_a_store_error(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    path.write_bytes(os.urandom(4096))
    with pytest.raises(StoreError) as caught:
        SaveStore.open(path)
    message = str(caught.value)
    assert message.startswith(f"The save file at {path} is damaged (file is not a database).")
    assert "move the file away" in message
    assert "\n" not in message


def test_foreign_schema_is_a_store_error(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (body TEXT)")
    conn.close()
    with pytest.raises(StoreError, match="is not a grasse-tui save file"):
        SaveStore.open(path)


def test_wrong_columns_are_a_store_error(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE saves (id INTEGER PRIMARY KEY, body TEXT)")
        conn.execute("PRAGMA user_version = 1")
    conn.close()
    with pytest.raises(StoreError, match="saves table columns: id, body"):
        SaveStore.open(path)


def test_broken_record_fails_load_but_not_list(store: SaveStore) -> None:
    good = store.create(record(1), summary())
    bad = store.create(record(2), summary("Round 3/4"))
    store._connection.execute("UPDATE saves SET record = '{not json' WHERE id = ?", (bad,))
    with pytest.raises(StoreError) as caught:
        store.load(bad)
    assert str(caught.value).startswith(f"Saved game #{bad} is damaged (not a game record")
    assert "Your other games are safe" in str(caught.value)
    assert [listing.save_id for listing in store.list()] == [bad, good]
    assert store.load(good) == record(1)
    with pytest.raises(StoreError, match="is damaged"):
        store.latest()


@pytest.mark.parametrize("text", ["[1, 2]", "[" * 100_000, '{"seats": [], "progress": "x", "finished": "no"}'])
def test_broken_summary_still_lists(store: SaveStore, text: str) -> None:
    save_id = store.create(record(), summary())
    store._connection.execute("UPDATE saves SET summary = ? WHERE id = ?", (text, save_id))
    assert store.list()[0].summary == DAMAGED_SUMMARY


def test_pin_never_appears_in_listings(store: SaveStore) -> None:
    store.create(record(), summary())
    listing = store.list()[0]
    untimed_listing = dataclasses.replace(listing, created="", updated="")  # a timestamp may hold any digits
    assert "4711" not in repr(untimed_listing)
    assert "4711" not in repr(asdict(untimed_listing))
    assert "pin" not in repr(asdict(listing.summary)).lower()
    stored = store._connection.execute("SELECT summary FROM saves").fetchone()[0]
    assert "4711" not in stored


def without_pin(game: GameRecord) -> GameRecord:
    config = {"seats": [{**seat, "pin": None} for seat in game.config["seats"]]}
    return GameRecord(game.game_id, game.seed, config, game.actions)


def test_export_reads_back_as_a_record_without_pins(store: SaveStore) -> None:
    save_id = store.create(record(3), summary())
    exported = store.export(save_id)
    assert "4711" not in untimed(exported)
    assert read_record_text(exported) == without_pin(record(3))
    assert "bug report" in json.loads(exported)["note"]
    assert read_record_text(record(3).to_json()) == record(3)
    assert store.load(save_id) == record(3)  # the save itself keeps its PINs, to resume with


def test_export_strips_a_grasse_pin_and_replays() -> None:
    from grasse_tui.core.record import replay
    from grasse_tui.games.grasse.rules.config import GrasseConfig, decode_config, encode_config
    from grasse_tui.games.registry import load

    seats = (SeatConfig("Ana", "red", pin="4711"), SeatConfig("Bea", "blue", pin="0815"))
    config = encode_config(GrasseConfig(seats, frozenset({"events"}), frozenset({1})))
    assert without_pins(config) == {**config, "seats": [{**s, "pin": None} for s in config["seats"]]}
    assert without_pins([{"x": {"pin": "1"}}, 3]) == [{"x": {"pin": None}}, 3]
    with SaveStore.open(":memory:") as memory:
        save_id = memory.create(GameRecord("grasse", 5, config), summary())
        exported = memory.export(save_id)
    assert "4711" not in untimed(exported) and "0815" not in untimed(exported)
    back = read_record_text(exported)
    assert [s.pin for s in decode_config(back.config).seats] == [None, None]
    game = load("grasse").game
    assert game.view(replay(game, back), None) == game.view(replay(game, GameRecord("grasse", 5, config)), None)


def test_export_file_names_never_collide(store: SaveStore, tmp_path: Path) -> None:
    save_id = store.create(record(2), summary())
    folder = tmp_path / "data" / "exports"
    when = datetime(2024, 5, 6, 7, 8, 9)
    paths = [store.export_file(save_id, folder, when) for _ in range(3)]
    assert [p.name for p in paths] == [
        f"grasse-{save_id}-20240506-070809.json",
        f"grasse-{save_id}-20240506-070809-2.json",
        f"grasse-{save_id}-20240506-070809-3.json",
    ]
    for path in paths:
        assert path.parent == folder
        assert read_record_text(path.read_text(encoding="utf-8")) == without_pin(record(2))
        assert "4711" not in untimed(path.read_text(encoding="utf-8"))
    assert export_filename("we ird/../id", 3, when) == "we_ird____id-3-20240506-070809.json"


def test_export_file_of_an_unknown_save_writes_nothing(store: SaveStore, tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="#9 does not exist"):
        store.export_file(9, tmp_path / "exports")
    assert not (tmp_path / "exports").exists()


def test_export_file_to_an_unwritable_place_is_one_line(store: SaveStore, tmp_path: Path) -> None:
    save_id = store.create(record(), summary())
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreError, match="Could not write the export to") as caught:
        store.export_file(save_id, blocker / "exports")
    assert "\n" not in str(caught.value)


def test_unwritable_folder_is_a_store_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreError, match="Cannot create the save folder .* with --data-dir or GRASSE_TUI_DATA_DIR"):
        SaveStore.open(blocker / "data" / "saves.sqlite3")


def test_an_empty_file_read_only_is_said_to_hold_no_games(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    path.write_bytes(b"")
    with pytest.raises(StoreError, match="is empty: it holds no saved games"):
        SaveStore.open(path, read_only=True)
    with SaveStore.open(path) as store:  # the app itself starts a fresh store in it
        assert store.list() == []


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root ignores file permissions")
def test_read_only_folder_is_a_store_error(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(StoreError, match="Cannot open the save file"):
            SaveStore.open(folder / "saves.sqlite3")
    finally:
        folder.chmod(0o700)


def test_read_only_database_write_is_a_store_error(store: SaveStore) -> None:
    save_id = store.create(record(), summary())
    store._connection.execute("PRAGMA query_only = ON")
    with pytest.raises(StoreError, match="Could not autosave the game"):
        store.update(save_id, record(1), summary())
    assert store.load(save_id) == record()


PAGE = 4096
"""SQLite's page size for a new file here (its default)."""


def damage(path: Path, *pages: int) -> bytes:
    """Overwrite each of ``pages`` (1-based) of the file at ``path`` with a fixed byte pattern;
    returns the damaged file's bytes."""
    data = bytearray(path.read_bytes())
    for page in pages:
        data[(page - 1) * PAGE : page * PAGE] = b"\xa5" * PAGE
    path.write_bytes(bytes(data))
    return bytes(data)


def damaged_file(folder: Path, games: int = 5, pages: tuple[int, ...] = (4,)) -> Path:
    """A save file of ``games`` games (ids 1 up, one table page each) with ``pages`` damaged
    (:func:`damage`): page 2 holds the list of games, page 3 the last id given out, page 4
    game 1's row; with page 4, game 1 is lost and the others can still be read."""
    path = folder / "saves.sqlite3"
    with SaveStore.open(path) as opened:
        for seed in range(games):
            opened.create(record(actions=60, seed=seed), summary())
    damage(path, *pages)
    return path


def test_a_damaged_file_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    path = damaged_file(tmp_path)
    before = path.read_bytes()
    with pytest.raises(DamagedStoreError, match="is damaged"):
        SaveStore.open(path)
    assert path.read_bytes() == before and not Path(f"{path}-wal").exists()


def test_salvage_reads_every_readable_game_and_rescue_keeps_the_damaged_file_beside(tmp_path: Path) -> None:
    path = damaged_file(tmp_path)
    before = path.read_bytes()
    salvaged, lost = SaveStore.salvage(path)
    assert sorted(listing.save_id for listing in salvaged.list()) == [2, 3, 4, 5] and lost == [1]
    assert salvaged.load(3) == record(actions=60, seed=2)  # same ids, same records
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]  # only read, no side files

    fresh, aside = salvaged.rescue(path, when=datetime(2026, 12, 5, 6, 0, 0))
    assert aside.name == "saves.damaged-20261205-060000.sqlite3" and aside.read_bytes() == before
    assert sorted(listing.save_id for listing in fresh.list()) == [2, 3, 4, 5]
    fresh.create(record(), summary())  # writable, and whole
    fresh.close()
    with SaveStore.open(path) as reopened:
        assert len(reopened.list()) == 5


def test_salvage_reads_the_moves_still_in_the_files_write_ahead_log(tmp_path: Path) -> None:
    path, copy = tmp_path / "saves.sqlite3", tmp_path / "copy" / "saves.sqlite3"
    copy.parent.mkdir()
    with SaveStore.open(path) as opened:
        save_id = opened.create(record(), summary())
        opened.update(save_id, record(actions=3), summary())
        for suffix in ("", "-wal"):  # as a crash leaves them: the update only in the log
            shutil.copyfile(f"{path}{suffix}", f"{copy}{suffix}")
    salvaged, lost = SaveStore.salvage(copy)
    assert salvaged.load(save_id) == record(actions=3) and lost == []


def test_salvage_leaves_out_a_game_whose_record_does_not_replay(tmp_path: Path) -> None:
    path = damaged_file(tmp_path)

    def replays(saved: GameRecord) -> None:
        if saved.seed == 2:
            raise RecordError("action 1 cannot be replayed: no such move")

    salvaged, lost = SaveStore.salvage(path, check=replays)
    assert sorted(listing.save_id for listing in salvaged.list()) == [2, 4, 5] and lost == [1, 3]


def test_salvage_of_a_file_whose_list_of_games_is_unreadable_tries_every_id_given_out(tmp_path: Path) -> None:
    path = damaged_file(tmp_path, pages=(2,))  # no id can be listed, and no game's row reached
    salvaged, lost = SaveStore.salvage(path)
    assert salvaged.list() == [] and lost == [1, 2, 3, 4, 5]


def test_salvage_with_no_list_of_games_nor_last_id_finds_what_it_can(tmp_path: Path) -> None:
    path = damaged_file(tmp_path, pages=(2, 3))
    salvaged, lost = SaveStore.salvage(path)
    assert salvaged.list() == [] and lost == []  # nothing readable, and no id known to be lost


def test_salvage_knows_a_deleted_game_from_a_lost_one(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with SaveStore.open(path) as opened:
        for seed in range(5):
            opened.create(record(actions=60, seed=seed), summary())
        opened.delete(4)
    damage(path, 4)
    salvaged, lost = SaveStore.salvage(path)
    assert sorted(listing.save_id for listing in salvaged.list()) == [2, 3, 5] and lost == [1]


def test_achievements_are_remembered_once_with_the_game_that_first_won_them(store: SaveStore) -> None:
    assert store.achievements("lafleur") == {}
    assert store.record_achievements("lafleur", ["Challenge 1", "Challenge 3"], 4) == ["Challenge 1", "Challenge 3"]
    assert store.record_achievements("lafleur", ["Challenge 3", "Challenge 5"], 9) == ["Challenge 5"]
    won = store.achievements("lafleur")
    assert set(won) == {"Challenge 1", "Challenge 3", "Challenge 5"}
    assert won["Challenge 3"][1] == 4 and won["Challenge 5"][1] == 9
    assert store.achievements("grasse") == {}


def test_the_achievements_table_comes_with_the_first_achievement(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with SaveStore.open(path) as opened:
        save_id = opened.create(record(1), summary())
        assert opened.achievements("lafleur") == {} and not opened._has_achievements()
        opened.record_achievements("lafleur", ["Challenge 2"], save_id)
    with SaveStore.open(path) as reopened:
        assert list(reopened.achievements("lafleur")) == ["Challenge 2"] and reopened.load(save_id) == record(1)


def test_salvage_keeps_the_achievements_it_can_read(tmp_path: Path) -> None:
    path = tmp_path / "saves.sqlite3"
    with SaveStore.open(path) as opened:
        for seed in range(5):
            opened.create(record(actions=60, seed=seed), summary())
        opened.record_achievements("lafleur", ["Challenge 7"], 3)
    damage(path, 4)  # game 1's row, as in damaged_file
    salvaged, lost = SaveStore.salvage(path)
    assert lost == [1] and list(salvaged.achievements("lafleur")) == ["Challenge 7"]
