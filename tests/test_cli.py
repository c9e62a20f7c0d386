"""The command line: version, help, simulate, replay, and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from cli_run import first_line_then_gone, run
from exported import untimed
from fixtures import count_game

from grasse_tui import __version__
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import SaveStore, SaveSummary
from grasse_tui.games import registry
from grasse_tui.games.registry import STRONG_BOT, GameModule

ROOT = Path(__file__).resolve().parent.parent


def assert_one_line_error(code: int, out: str, err: str, fragment: str) -> None:
    assert code == 2
    assert out == ""
    assert err.startswith("grasse-tui: error: ")
    assert err.count("\n") == 1 and err.endswith("\n")
    assert fragment in err
    assert "Traceback" not in err


def played_record(module: GameModule, seats: tuple[SeatConfig, ...], seed: int) -> GameRecord:
    """A finished game's record, played through a GameSession by each seat's bot."""
    session = GameSession.start(module.game, module.make_config(seats, {}), seed)
    bots = [module.bots[seat.bot or module.default_bot](index, seed) for index, seat in enumerate(seats)]
    while not session.is_over():
        seat = session.pending().acting[0]
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal_actions(seat)))
    return session.record


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> GameModule:
    """Register the toy counting game next to the real ones."""
    built, playable = registry.built_game_ids(), registry.rules_game_ids()
    real_load = registry.load
    monkeypatch.setattr(registry, "built_game_ids", lambda: (*built, "toy"))
    monkeypatch.setattr(registry, "rules_game_ids", lambda: (*playable, "toy"))
    monkeypatch.setattr(
        registry, "load", lambda game_id: count_game.CHEATING_MODULE if game_id == "toy" else real_load(game_id)
    )
    return count_game.CHEATING_MODULE


TOY_SEATS = (SeatConfig("Ana", "teal", pin="4711"), SeatConfig("Bea", "amber", bot="first"))


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """``simulate`` writes as to a terminal (tables, not JSON lines) though pytest captures stdout."""
    monkeypatch.setattr("grasse_tui.cli._stdout_is_terminal", lambda: True)


# --- version, help, app ---------------------------------------------------

VERSION_LINE = f"grasse-tui {__version__}\n"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--version"], capsys) == (0, VERSION_LINE, "")
    assert __version__ == "0.1.0"


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["--help"], capsys)
    assert code == 0
    for word in ("simulate", "replay", "--data-dir", "--version", "usage:"):
        assert word in out


def test_module_entry_point_prints_the_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "grasse_tui", "--version"],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, VERSION_LINE, "")


def test_output_cut_short_by_its_reader_ends_without_a_traceback() -> None:
    command = [sys.executable, "-m", "grasse_tui", "simulate", "--players", "2", "--games", "200", "--json"]
    first, code, err = first_line_then_gone(command)
    assert json.loads(first)["seed"] == 0
    assert (code, err) == (1, "")


def test_ctrl_c_during_a_command_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr("grasse_tui.cli._simulate", interrupted)
    code, out, err = run(["simulate"], capsys)
    assert (code, out, err) == (130, "", "grasse-tui: interrupted\n")


def test_cli_import_does_not_load_textual_or_rich() -> None:
    code = (
        "import sys, grasse_tui.cli\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'textual', 'rich'}))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr


def test_app_start_imports_only_what_the_menu_needs() -> None:
    """No game, store, play, setup, saves or help module before the menu's first frame (each one delays it)."""
    code = (
        "import json, sys, grasse_tui.cli, grasse_tui.ui.app\n"
        "print(json.dumps(sorted(sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    loaded = set(json.loads(done.stdout))
    assert not loaded & {
        "sqlite3",
        "grasse_tui.core.store",
        "grasse_tui.core.session",
        "grasse_tui.games.registry",
        "grasse_tui.games.grasse",
        "grasse_tui.ui.play",
        "grasse_tui.ui.setup",
        "grasse_tui.ui.saves",
        "grasse_tui.ui.dialogs",
        "grasse_tui.ui.help",
    }, done.stderr


def test_no_arguments_run_the_app(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    class FakeApp:
        return_code = 0

        def __init__(self, data_dir: Path | None = None, bot_delay: float | None = None) -> None:
            assert data_dir is None and bot_delay is None  # the app's own save folder and pace

        def run(self) -> None:
            print("app ran")

    monkeypatch.setitem(sys.modules, "grasse_tui.ui.app", types.SimpleNamespace(TableApp=FakeApp))
    assert run([], capsys) == (0, "app ran\n", "")


def test_no_command_runs_the_app_with_the_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: dict[str, Any] = {}

    class FakeApp:
        return_code = 3

        def __init__(self, data_dir: Path | None = None, bot_delay: float | None = None) -> None:
            seen["data_dir"], seen["bot_delay"] = str(data_dir), bot_delay

        def run(self) -> None:
            seen["ran"] = True

    monkeypatch.setitem(sys.modules, "grasse_tui.ui.app", types.SimpleNamespace(TableApp=FakeApp))
    code, _, _ = run(["--data-dir", str(tmp_path / "saves"), "--bot-pace", "0.2"], capsys)
    assert code == 3
    assert seen == {"data_dir": str(tmp_path / "saves"), "bot_delay": 0.2, "ran": True}


# --- bad input: one line, exit 2 -----------------------------------------

@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["simulate", "--game", "toy", "--players", "1"], "takes 2–3 players, not 1"),
        (["simulate", "--game", "toy", "--players", "4"], "takes 2–3 players, not 4"),
        (["simulate", "--game", "toy", "--games", "0"], "--games must be at least 1"),
        (["simulate", "--game", "chess"], "unknown game 'chess'"),
        (["simulate", "--game", "toy", "--bot", "oracle"], "unknown bot 'oracle' for toy (choose from: cheat, first, random)"),
        (["simulate", "--players", "two"], "invalid int value: 'two'"),
        (["simulate", "--turbo"], "unrecognized arguments: --turbo"),
        (["dance"], "invalid choice: 'dance'"),
        (["--bot-pace", "fast"], "--bot-pace: not a number of seconds: 'fast'"),
        (["--bot-pace", "9"], "--bot-pace: must be from 0 to 5 seconds, not 9"),
        (["--bot-pace", "nan"], "--bot-pace: must be from 0 to 5 seconds, not nan"),
        (["replay"], "one of the arguments FILE --save is required"),
        (["replay", "game.json", "--save", "1"], "argument --save: not allowed with argument FILE"),
        (["replay", "--save", "one"], "argument --save: invalid int value: 'one'"),
        (["replay", "/nonexistent/game.json"], "no such file: /nonexistent/game.json"),
    ],
)
def test_bad_input_is_one_line_exit_2(
    argv: list[str], fragment: str, toy: GameModule, capsys: pytest.CaptureFixture[str]
) -> None:
    assert_one_line_error(*run(argv, capsys), fragment)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (bytes(range(128, 192)) + b"\xff\xfe", "not a game record"),  # binary, not UTF-8
        (b'{"version": 1, "game": "toy", "seed": 1', "not a game record (invalid JSON"),
        (b'{"version": 9}', "unsupported record version 9"),
        (b'{"version": 1, "game": "toy"}', "damaged game record"),
        (b'{"version": 1, "game": "chess", "seed": 1, "config": {}, "actions": []}', "unknown game 'chess'"),
        (b'{"version": 1, "game": "toy", "seed": 1, "config": {}, "actions": []}', "damaged game config"),
        (b'{"version": 1, "game": "toy", "seed": 1e999, "config": {}, "actions": []}', "damaged game record"),
        (b'{"version": 1, "game": "toy", "seed": true, "config": {}, "actions": []}', "damaged game record"),
        (b'{"version": 1, "game": "toy", "seed": 1.9, "config": {}, "actions": []}', "damaged game record"),
        (b"[" * 100_000, "not a game record (invalid JSON"),  # nested too deep to parse
    ],
)
def test_replay_of_a_damaged_file_exits_2(
    content: bytes, fragment: str, tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    assert_one_line_error(*run(["replay", str(path)], capsys), fragment)


def test_replay_of_an_illegal_action_exits_2(
    tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]
) -> None:
    record = played_record(toy, TOY_SEATS, 3)
    broken = GameRecord(record.game_id, record.seed, record.config, record.actions[:1]).with_action(0, {"add": 7})
    path = tmp_path / "game.json"
    path.write_text(broken.to_json())
    assert_one_line_error(*run(["replay", str(path)], capsys), "action 2 cannot be replayed")


def test_replay_of_a_folder_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert_one_line_error(*run(["replay", str(tmp_path)], capsys), "cannot read")


def test_a_bot_returning_an_illegal_action_fails_in_one_line(
    toy: GameModule, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["simulate", "--game", "toy", "--bot", "cheat", "--json"], capsys)
    assert code == 1
    assert out == ""
    assert err.startswith("grasse-tui: error: seed 0: seat ") and err.count("\n") == 1
    assert "record prefix" in err


# --- happy paths on the toy game -------------------------------------------

def test_simulate_json_is_one_object_per_game(toy: GameModule, capsys: pytest.CaptureFixture[str]) -> None:
    # One worker: the toy game is registered in this process only.
    argv = ["simulate", "--game", "toy", "--players", "3", "--games", "4", "--seed", "10", "--json", "--workers", "1"]
    code, out, err = run(argv, capsys)
    assert (code, err) == (0, "")
    games = [json.loads(line) for line in out.splitlines()]
    assert [g["seed"] for g in games] == [10, 11, 12, 13]
    for game in games:
        assert set(game) == {"seed", "players", "options", "names", "scores", "winners", "breakdown", "bots", "tags"}
        assert game["players"] == 3 and len(game["scores"]) == 3 == len(game["names"])
        assert [sum(b.values()) for b in game["breakdown"]] == game["scores"]
        assert all(game["scores"][w] == max(game["scores"]) for w in game["winners"])
    assert run(argv, capsys)[1] == out


def test_simulate_tables(toy: GameModule, terminal: None, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["simulate", "--game", "toy", "--games", "3", "--seed", "5", "--workers", "1"], capsys)
    assert code == 0
    for text in ("Seed", "Teal (T)", "Amber (A)", "Summary: 3 games", "Mean score", "Wins", "Mean time per game:"):
        assert text in out


def test_replay_prints_a_public_summary(tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]) -> None:
    record = played_record(toy, TOY_SEATS, 8)
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    code, out, err = run(["replay", str(path)], capsys)
    assert (code, err) == (0, "")
    assert "Game: Toy Count (toy), seed 8" in out
    assert "1. Ana (Teal (T), human)" in out and "2. Bea (Amber (A), bot: first)" in out
    assert f"Actions applied: {len(record.actions)}" in out
    assert "Progress: Count" in out and "Over: yes" in out
    assert "Final scores:" in out and "(winner)" in out and "Added" in out
    assert "4711" not in out and "seat zero only" not in out


def test_replay_reads_a_store_export(tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]) -> None:
    record = played_record(toy, TOY_SEATS, 2).truncated(2)
    with SaveStore.open() as store:
        save_id = store.create(record, SaveSummary.build(TOY_SEATS, "Count 3/10"))
        path = tmp_path / "export.json"
        path.write_text(store.export(save_id))
    assert "4711" not in untimed(path.read_text())  # an export leaves the PINs out
    code, out, _ = run(["replay", str(path)], capsys)
    assert code == 0
    assert "Actions applied: 2" in out and "Over: no" in out and "Final scores" not in out
    # The seed deals every hidden card: a game still running does not have it printed.
    assert "seed hidden until the game is over" in out and "seed 2" not in out


def test_replay_a_saved_game_by_id(tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]) -> None:
    record = played_record(toy, TOY_SEATS, 8)
    with SaveStore.open() as store:  # the default data folder (GRASSE_TUI_DATA_DIR in the tests)
        store.create(record.truncated(1), SaveSummary.build(TOY_SEATS, "Count 1/10"))
        save_id = store.create(record, SaveSummary.build(TOY_SEATS, "Count 10/10", finished=True))
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    _, from_file, _ = run(["replay", str(path)], capsys)
    code, out, err = run(["replay", "--save", str(save_id)], capsys)
    assert (code, err) == (0, "")
    assert out == from_file
    assert "Over: yes" in out and "4711" not in out


def test_replay_save_honours_the_data_dir(
    tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]
) -> None:
    elsewhere = tmp_path / "elsewhere"
    with SaveStore.open(elsewhere / "saves.sqlite3") as store:
        save_id = store.create(played_record(toy, TOY_SEATS, 2).truncated(3), SaveSummary.build(TOY_SEATS, "Count 2/10"))
    for argv in (
        ["--data-dir", str(elsewhere), "replay", "--save", str(save_id)],
        ["replay", "--save", str(save_id), "--data-dir", str(elsewhere)],
    ):
        code, out, err = run(argv, capsys)
        assert (code, err) == (0, ""), argv
        assert "Actions applied: 3" in out and "Over: no" in out
    # The default data folder has no save file: one line, and none is created.
    assert_one_line_error(*run(["replay", "--save", str(save_id)], capsys), "no save file at ")
    assert not (tmp_path / "data" / "saves.sqlite3").exists()


def test_replay_save_changes_nothing_in_the_save_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "saves.sqlite3").write_bytes(b"")  # an empty file: the app would lay out its schema in it
    assert_one_line_error(*run(["replay", "--save", "1"], capsys), "is empty: it holds no saved games")
    assert (folder / "saves.sqlite3").read_bytes() == b""


def test_replay_of_an_unknown_save_lists_the_ids(
    tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]
) -> None:
    record = played_record(toy, TOY_SEATS, 2)
    with SaveStore.open() as store:
        ids = [store.create(record, SaveSummary.build(TOY_SEATS, "Count 10/10")) for _ in range(3)]
        store.delete(ids[1])
    code, out, err = run(["replay", "--save", "99"], capsys)
    assert_one_line_error(code, out, err, f"no saved game #99 in {tmp_path / 'data' / 'saves.sqlite3'}")
    assert err.rstrip().endswith(f"saved games there: {ids[0]}, {ids[2]}")
    with SaveStore.open() as store:
        for save_id in ids:
            store.delete(save_id)
    assert_one_line_error(*run(["replay", "--save", "1"], capsys), "there are no saved games there")


def test_replay_of_the_save_file_points_to_save_id(
    tmp_path: Path, toy: GameModule, capsys: pytest.CaptureFixture[str]
) -> None:
    with SaveStore.open() as store:
        store.create(played_record(toy, TOY_SEATS, 2), SaveSummary.build(TOY_SEATS, "Count 10/10"))
        path = store.path
    code, out, err = run(["replay", str(path)], capsys)
    assert_one_line_error(code, out, err, "is the save file; use `grasse-tui --data-dir ")
    assert f"--data-dir {path.parent} replay --save ID`" in err
    assert "invalid JSON" not in err and "UTF-8" not in err


# --- Grasse (runs once its rules core has landed) ---------------------------

def grasse_module() -> GameModule:
    pytest.importorskip("grasse_tui.games.grasse.module")
    return registry.load("grasse")


def test_grasse_simulate_json(capsys: pytest.CaptureFixture[str]) -> None:
    module = grasse_module()
    players = module.game.min_seats
    argv = ["simulate", "--players", str(players), "--games", "2", "--seed", "5", "--json"]
    code, out, err = run(argv, capsys)
    assert (code, err) == (0, "")
    games = [json.loads(line) for line in out.splitlines()]
    assert [g["seed"] for g in games] == [5, 6]
    assert all(len(g["scores"]) == players and g["winners"] for g in games)
    assert run(argv, capsys)[1] == out


def test_grasse_simulate_tables(terminal: None, capsys: pytest.CaptureFixture[str]) -> None:
    grasse_module()
    code, out, _ = run(["simulate", "--games", "2", "--seed", "1"], capsys)
    assert code == 0 and "Summary: 2 games" in out


def test_grasse_simulate_every_bot_and_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    module = grasse_module()
    for bot in (name for name in module.bots if name != STRONG_BOT):  # a whole search game: tests/test_search.py
        for players in range(module.game.min_seats, module.game.max_seats + 1):
            code, out, err = run(["simulate", "--players", str(players), "--bot", bot, "--json"], capsys)
            assert (code, err) == (0, ""), (bot, players, err)
            assert len(json.loads(out)["scores"]) == players


def test_grasse_simulate_solo_against_pierre(terminal: None, capsys: pytest.CaptureFixture[str]) -> None:
    module = grasse_module()
    assert module.solo
    code, out, err = run(["simulate", "--players", "1", "--seed", "2", "--json"], capsys)
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert result["players"] == 1 and result["names"] == ["Red", "Pierre"]
    assert [sum(b.values()) for b in result["breakdown"]] == result["scores"]
    code, out, _ = run(["simulate", "--players", "1", "--games", "2"], capsys)
    assert code == 0 and "Pierre" in out and "Summary: 2 games" in out


def test_grasse_simulate_with_every_expansion_and_variant(capsys: pytest.CaptureFixture[str]) -> None:
    grasse_module()
    argv = ["simulate", "--players", "5", "--expansions", "Events, clients,FORMULA"]
    argv += ["--events-variant", "3", "--events-variant", "1", "--json"]
    code, out, err = run(argv, capsys)
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert result["options"] == {"expansions": ["events", "clients", "formula"], "events_variants": [1, 3]}
    assert len(result["scores"]) == 5
    assert all({"clients", "formula"} <= set(b) for b in result["breakdown"])
    code, out, err = run(["simulate", "--players", "1", "--expansions", "events,clients", "--events-variant", "2", "--json"], capsys)
    assert (code, err) == (0, "") and json.loads(out)["names"] == ["Red", "Pierre"]
    code, out, err = run(["simulate", "--expansions", "", "--json"], capsys)  # an empty list: none
    assert (code, err) == (0, "") and json.loads(out)["options"] == {}


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["--expansions", "bogus"], "unknown or unsupported expansion(s): bogus"),
        (["--expansions", "events", "--events-variant", "4"], "unknown events variant(s): 4"),
        (["--events-variant", "1"], "events variants need the 'events' expansion"),
        (["--players", "1", "--expansions", "formula"], "Secret Formula expansion is not played solo"),
        (["--events-variant", "x"], "invalid int value: 'x'"),
        (["--expansions", "events,,clients"], "an empty name in 'events,,clients'"),
    ],
)
def test_grasse_simulate_rejects_bad_expansion_flags(
    argv: list[str], fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    grasse_module()
    assert_one_line_error(*run(["simulate", *argv], capsys), fragment)


def test_grasse_rejects_too_many_players(capsys: pytest.CaptureFixture[str]) -> None:
    module = grasse_module()
    too_many = min(module.game.max_seats, len(module.colours)) + 1
    assert_one_line_error(*run(["simulate", "--players", str(too_many)], capsys), f"not {too_many}")


def test_grasse_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = grasse_module()
    bot = module.default_bot
    seats = tuple(SeatConfig(c.label, c.colour_id, bot=bot) for c in module.colours[: module.game.min_seats])
    record = played_record(module, seats, 11)
    path = tmp_path / "grasse.json"
    path.write_text(record.to_json())
    code, out, err = run(["replay", str(path)], capsys)
    assert (code, err) == (0, "")
    assert "Over: yes" in out and "Final scores:" in out
    assert f"Actions applied: {len(record.actions)}" in out


def test_grasse_replay_of_a_solo_game_names_pierre(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = grasse_module()
    record = played_record(module, (SeatConfig("Ana", "red", bot="greedy"),), 3)
    path = tmp_path / "solo.json"
    path.write_text(record.to_json())
    code, out, err = run(["replay", str(path)], capsys)
    assert (code, err) == (0, "")
    assert "Over: yes" in out and "  2. Pierre: " in out
    assert "  against Pierre (the solo automaton)" in out  # said before the end too


def test_alchemist_simulate_takes_a_flag_per_optional_rule(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "alchemist", "--players", "3", "--faster", "--public-judgement", "--json"]
    code, out, err = run([*argv, "--rotating-inquisitor"], capsys)
    assert (code, err) == (0, "")
    game = json.loads(out)
    assert game["options"] == {"faster": True, "public_judgement": True, "rotating_inquisitor": True}
    assert len(game["scores"]) == 3 and game["winners"]
