"""``simulate`` over worker processes: the same results for any worker count, JSON lines
off a terminal, ``--bots``/``--rotate`` seating, ``--report``'s win shares by seat, bot and
content tag, and each game's balance tags."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from cli_run import first_line_then_gone, run

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import FinalScores, ScoreLine
from grasse_tui.games import registry
from grasse_tui.games.alchemist.rules.state import AlchemistState
from grasse_tui.games.grasse.rules.clients import formula_text
from grasse_tui.games.grasse.rules.state import GrasseState
from grasse_tui.games.lafleur.rules.catalogue import CHARACTER
from grasse_tui.games.lafleur.rules.state import LaFleurState
from grasse_tui.games.perfumer.rules.cards import HELPER
from grasse_tui.games.perfumer.rules.state import PerfumerState
from grasse_tui.simulation.play import GameJob, GameResult, SimulationError, seat_bots, table
from grasse_tui.simulation.tally import Balance

ROOT = Path(__file__).resolve().parent.parent


def row(table: str, first: str) -> list[str]:
    """The cells of the row of a Rich table whose first cell is ``first``."""
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.split("│")[1:-1]]
        if cells and cells[0] == first:
            return cells
    raise AssertionError(f"no row {first!r} in:\n{table}")


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """``simulate`` writes as to a terminal (tables, not JSON lines) though pytest captures stdout."""
    monkeypatch.setattr("grasse_tui.cli._stdout_is_terminal", lambda: True)


# --- workers ---------------------------------------------------------------

def test_one_worker_and_two_give_the_same_lines(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "essences", "--players", "3", "--games", "4", "--seed", "7", "--json"]
    alone = run([*argv, "--workers", "1"], capsys)
    pooled = run([*argv, "--workers", "2"], capsys)
    assert alone == pooled
    assert alone[0] == 0 and [json.loads(line)["seed"] for line in alone[1].splitlines()] == [7, 8, 9, 10]


def test_one_worker_and_two_give_the_same_report(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "grasse", "--players", "2", "--games", "3", "--expansions", "formula"]
    argv += ["--bots", "random,greedy", "--rotate", "--report", "--json"]
    alone = run([*argv, "--workers", "1"], capsys)
    assert alone == run([*argv, "--workers", "2"], capsys)
    report = json.loads(alone[1])
    assert report["games"] == 3 and len(report["by_tag"]) >= 2  # a formula card per seat and game


def test_off_a_terminal_stdout_holds_only_json_lines() -> None:
    """A real process whose stdout is a pipe, two workers: no table, no progress bar."""
    command = [sys.executable, "-m", "grasse_tui", "simulate", "--game", "essences", "--games", "3", "--workers", "2"]
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    games = [json.loads(line) for line in done.stdout.splitlines()]
    assert [game["seed"] for game in games] == [0, 1, 2]


def test_a_reader_gone_stops_the_pool_without_a_traceback() -> None:
    command = [sys.executable, "-m", "grasse_tui", "simulate", "--game", "essences", "--games", "500", "--workers", "2"]
    first, code, err = first_line_then_gone(command)
    assert json.loads(first)["seed"] == 0
    assert (code, err) == (1, "")


def test_a_failed_game_crosses_from_a_worker_whole() -> None:
    error = pickle.loads(pickle.dumps(SimulationError("seed 3: seat 1's bot chose 7")))
    assert isinstance(error, SimulationError) and str(error) == "seed 3: seat 1's bot chose 7"


# --- seats and bots ---------------------------------------------------------

def test_rotation_moves_each_bot_one_seat_on_per_game() -> None:
    bots = ("strong", "greedy", "random")
    assert [seat_bots(bots, game, rotate=True) for game in range(4)] == [
        ("strong", "greedy", "random"),
        ("random", "strong", "greedy"),
        ("greedy", "random", "strong"),
        ("strong", "greedy", "random"),
    ]
    assert seat_bots(bots, 5, rotate=False) == bots


def test_bots_and_rotate_seat_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "essences", "--bots", "random,associate,associate", "--rotate"]
    code, out, err = run([*argv, "--games", "3", "--workers", "1", "--json"], capsys)
    assert (code, err) == (0, "")
    games = [json.loads(line) for line in out.splitlines()]
    assert [game["players"] for game in games] == [3, 3, 3]  # --players follows --bots
    assert [game["bots"].index("random") for game in games] == [0, 1, 2]
    code, out, _ = run([*argv, "--games", "6", "--workers", "1", "--json", "--report"], capsys)
    by_bot = {entry["bot"]: entry for entry in json.loads(out)["by_bot"]}
    assert (by_bot["random"]["seat_games"], by_bot["associate"]["seat_games"]) == (6, 12)


def test_the_summary_shows_each_bot_against_its_fair_share(terminal: None, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "essences", "--players", "4", "--bots", "random,associate,associate,associate"]
    code, out, _ = run([*argv, "--rotate", "--games", "4", "--workers", "1"], capsys)
    assert code == 0
    expected = ("random, associate, associate, associate (rotating)", "Bots (fair share 25.0%)", "Seats played")
    for text in (*expected, "Fair share", "÷ fair", "Mean time per game:", "4 games in ", "in this process"):
        assert text in out
    assert row(out, "random")[:2] == ["random", "4"] and row(out, "associate")[:2] == ["associate", "12"]


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["--workers", "0"], "--workers must be at least 1, not 0"),
        (["--players", "3", "--bots", "associate,random"], "--bots names 2 bots for 3 seats; give one per seat"),
        (["--bots", "associate,oracle,random"], "unknown bot 'oracle' for essences (choose from: associate, "),
        (["--bot", "random", "--bots", "random,random,random"], "argument --bots: not allowed with argument --bot"),
        (["--bots", "random,,random"], "an empty name in 'random,,random'"),
        (["--bots", "random"], "takes 3–"),  # one bot means one seat, too few for Eccentric Essences
    ],
)
def test_bad_worker_and_bot_flags_are_one_line(
    argv: list[str], fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["simulate", "--game", "essences", *argv], capsys)
    assert (code, out) == (2, "")
    assert err.startswith("grasse-tui: error: ") and err.count("\n") == 1
    assert fragment in err


# --- the report -------------------------------------------------------------

def test_the_report_on_a_terminal_has_seat_bot_and_character_rows(
    terminal: None, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["simulate", "--game", "lafleur", "--players", "2", "--games", "2", "--workers", "1", "--report"], capsys)
    assert code == 0
    for text in ("Summary: 2 games", "1. Red (R)", "2. Blue (B)", "Bots (fair share 50.0%)", "Content (fair share 50.0%)"):
        assert text in out
    assert len([line for line in out.splitlines() if "│ character: " in line]) >= 2  # two seats, two games
    assert "Seed" not in out  # no table of every game in a report


def test_the_json_report_tallies_every_seat_and_character(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["simulate", "--game", "lafleur", "--players", "3", "--games", "2", "--workers", "1", "--report"], capsys)
    assert (code, err) == (0, "")
    report = json.loads(out)  # one object: the report replaces the line per game
    assert (report["game"], report["players"], report["games"], report["fair_share"]) == ("lafleur", 3, 2, 0.3333)
    assert [seat["name"] for seat in report["by_seat"]] == ["Red", "Blue", "Yellow"]
    assert sum(seat["win_share"] for seat in report["by_seat"]) == pytest.approx(1, abs=1e-3)
    characters = [tag for tag in report["by_tag"] if tag["tag"].startswith("character: ")]
    assert sum(tag["seat_games"] for tag in characters) == 6  # a character per seat and game


def test_a_game_without_content_tags_says_so(terminal: None, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["simulate", "--game", "essences", "--games", "1", "--report"], capsys)
    assert code == 0 and "Eccentric Essences deals no content per seat to balance" in out
    code, out, _ = run(["simulate", "--game", "grasse", "--games", "1", "--report"], capsys)
    assert code == 0 and "No content tags in these games" in out


def result(
    bots: tuple[str, ...],
    totals: Sequence[int],
    winners: tuple[int, ...],
    tags: Sequence[tuple[str, ...]],
    automaton: bool = False,
) -> GameResult:
    """A made-up game: line i scores ``totals[i]``; with ``automaton`` the last line is one."""
    lines = [ScoreLine(seat, total, {"points": total}) for seat, total in enumerate(totals)]
    if automaton:
        lines[-1] = ScoreLine(len(totals) - 1, totals[-1], {"points": totals[-1]}, name="Pierre")
    names = tuple(line.name or f"Seat {line.seat + 1}" for line in lines)
    job = GameJob("test", "{}", bots, 0)
    return GameResult(job, names, FinalScores(lines, winners), tuple(tags), 1.0)


def test_a_shared_win_gives_each_winner_its_part() -> None:
    balance = Balance()
    balance.add(result(("a", "b", "b"), (5, 5, 1), (0, 1), [("x",), ("x", "y"), ()]))
    balance.add(result(("b", "a", "b"), (9, 2, 3), (0,), [("y",), (), ("x",)]))
    assert [tally.win_share for tally in balance.by_line] == [0.75, 0.25, 0]
    assert balance.fair_share == pytest.approx(1 / 3)
    assert balance.ratio(balance.by_line[0]) == pytest.approx(2.25)
    assert (balance.by_bot["a"].seat_games, balance.by_bot["a"].win_share) == (2, 0.25)
    assert (balance.by_bot["b"].seat_games, balance.by_bot["b"].win_share) == (4, 0.375)
    assert (balance.by_tag["x"].seat_games, balance.by_tag["x"].wins, balance.by_tag["x"].shares) == (3, 2, 1.0)
    assert balance.by_tag["y"].mean_score == 7


def test_an_automaton_counts_for_the_fair_share_but_is_no_bot() -> None:
    balance = Balance()
    balance.add(result(("a",), (3, 8), (1,), [("x",)], automaton=True))
    assert balance.fair_share == 0.5 and balance.names == ("Seat 1", "Pierre")
    assert list(balance.by_bot) == ["a"] and balance.by_bot["a"].win_share == 0
    assert balance.by_line[1].win_share == 1


# --- each game's balance tags -----------------------------------------------

def finished(game_id: str, players: int, options: dict[str, Any], seed: int = 3) -> Any:
    module = registry.load(game_id)
    bots = (module.default_bot,) * players
    config = module.make_config(table(module, bots), options)
    return play_out(module, config, seed, [module.bots[name](seat, seed) for seat, name in enumerate(bots)])


def tags_of(game_id: str, state: Any) -> dict[int, tuple[str, ...]]:
    tagger = registry.load(game_id).balance_tags
    assert tagger is not None
    return dict(tagger(state))


def test_grasse_tags_the_secret_formula_only() -> None:
    state: GrasseState = finished("grasse", 3, {"expansions": ["formula"]})
    formulas = [record.formula for record in state.seats]
    assert tags_of("grasse", state) == {
        seat: (f"formula: {formula_text(formula)}",) for seat, formula in enumerate(formulas) if formula is not None
    }
    assert len(formulas) == 3 and None not in formulas
    assert tags_of("grasse", finished("grasse", 2, {})) == {}  # the base game deals every seat the same


def test_la_fleur_tags_each_character_and_the_solo_opponent() -> None:
    state: LaFleurState = finished("lafleur", 3, {})
    tags = tags_of("lafleur", state)
    names = {card.name for card in CHARACTER.values()}
    assert sorted(tags) == [0, 1, 2]
    assert all(len(seat_tags) == 1 and seat_tags[0].removeprefix("character: ") in names for seat_tags in tags.values())
    solo: LaFleurState = finished("lafleur", 1, {})
    kept, opponent = tags_of("lafleur", solo)[0]
    assert kept == f"character: {CHARACTER[solo.chateaux[0].character or ''].name}"
    assert opponent == f"solo opponent: {CHARACTER[solo.chateaux[1].character or ''].name}"


def test_the_perfumer_tags_notebook_and_helper() -> None:
    state: PerfumerState = finished("perfumer", 2, {})
    assert tags_of("perfumer", state) == {
        seat: (f"notebook: {perfumer.notebook}", f"helper: {HELPER[perfumer.helper or ''].name}")
        for seat, perfumer in enumerate(state.seats)
    }
    two_stages = tags_of("perfumer", finished("perfumer", 2, {"mode": "perfumer"}))
    assert all(seat_tags[1].startswith("stage 2 helper: ") for seat_tags in two_stages.values())


def test_the_grand_alchemist_tags_laboratory_and_turn_order() -> None:
    state: AlchemistState = finished("alchemist", 3, {})
    tags = tags_of("alchemist", state)
    assert [tags[seat][0] for seat in range(3)] == [f"final laboratory: {s.laboratory}" for s in state.seats]
    assert sorted(tags[seat][1] for seat in range(3)) == ["turn order: 1", "turn order: 2", "turn order: 3"]
    assert tags[state.first][1] == "turn order: 1"


def test_eccentric_essences_deals_nothing_to_tag() -> None:
    assert registry.load("essences").balance_tags is None
