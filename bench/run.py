"""grasse_tui benchmarks: whole bot games, start-up, key press → repaint, memory.

Run with ``.venv/bin/python bench/run.py`` (or ``make bench``). Prints a table;
``--markdown`` also rewrites the measured part of ``docs/performance.md``
(between its ``bench:start``/``bench:end`` markers), leaving the method text
around it alone. Every app figure is measured next to a bare Textual app in
the same run, so the ratios hold on any machine; see ``docs/performance.md``
for the method and ``bench/probes.py`` for the child processes.
"""

from __future__ import annotations

import argparse
import compileall
import datetime
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.bots import Bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.module import MODULE
from grasse_tui.games.grasse.rules.config import GrasseConfig, default_config

BENCH = Path(__file__).resolve().parent
DOC = BENCH.parent / "docs" / "performance.md"
START, END = "<!-- bench:start -->", "<!-- bench:end -->"

GAME_TARGET_MS = 100.0
"""A whole 4-player greedy game, median CPU ms (a bot game in ``simulate`` or a test)."""
FULL_GAME_TARGET_MS = 150.0
"""A whole 5-player greedy game with every expansion and Events variant, median CPU ms."""
DECISION_P95_MS = 20.0
"""A greedy bot's decision, p95 CPU ms: what a player waits for beyond the bot pace."""
INSTALL_SECONDS = 60.0
"""Fresh clone → ``make play`` → the menu's first frame, seconds of wall time."""
STARTUP_RATIO = 1.3
KEY_RATIO = 1.2
MEMORY_MB = 120.0
KEY_ROUNDS = 3
"""Rounds of the list's and Grasse's key probes, taken in turn, so that both meet the same
moments of a shared machine whose speed changes from minute to minute."""


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the results table; ``status`` is "met", "NOT met" or "pending"."""

    measure: str
    value: str
    baseline: str
    target: str
    status: str


def percentile(values: Sequence[float], share: float) -> float:
    """Nearest-rank percentile (``share`` 0.95 for p95) of a non-empty sequence."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def _status(ok: bool) -> str:
    return "met" if ok else "NOT met"


def _spread(values: Sequence[float], unit: str = "ms") -> str:
    return f"{statistics.median(values):.1f} {unit} (p95 {percentile(values, 0.95):.1f})"


# --- (a) whole games ------------------------------------------------------------


def full_config() -> GrasseConfig:
    """Five greedy seats with all three mini expansions and every Events variant."""
    seats = tuple(SeatConfig(c.label, c.colour_id, bot="greedy") for c in MODULE.colours[:5])
    options = {"expansions": ["events", "clients", "formula"], "events_variants": [1, 2, 3]}
    return MODULE.make_config(seats, options)


def solo_config() -> GrasseConfig:
    """The solo game against Pierre, the greedy bot in the one seat."""
    return MODULE.make_config((SeatConfig("Solo", "red", bot="greedy"),), {})


def bots_for(config: GrasseConfig, seed: int, name: str) -> list[Bot]:
    """One ``name`` bot per seat of ``config`` for the game seeded ``seed``."""
    return [MODULE.bots[name](seat, seed) for seat in range(config.players)]


def game_times(config: GrasseConfig, seeds: range, bot: str) -> list[float]:
    """CPU time (ms) of ``play_out`` per seed: rules, one view per decision, and the bots."""
    times = []
    for seed in seeds:
        start = time.process_time()
        play_out(MODULE, config, seed, bots_for(config, seed, bot))
        times.append((time.process_time() - start) * 1000)
    return times


def rules_only_times(config: GrasseConfig, seeds: range) -> list[float]:
    """CPU time (ms) per seed of a random game with no views: the rules core alone."""
    game = MODULE.game
    times = []
    for seed in seeds:
        start = time.process_time()
        state = game.new(config, seed)
        rng = Random(seed)
        while not game.is_over(state):
            (seat,) = game.pending(state).acting
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        times.append((time.process_time() - start) * 1000)
    return times


def greedy_breakdown(config: GrasseConfig, seeds: range) -> tuple[dict[str, float], list[float]]:
    """Mean CPU ms per greedy game spent listing legal actions, building views, in the bot and
    applying actions; and every decision's bot time in ms (``bot.choose``)."""
    game = MODULE.game
    spent = dict.fromkeys(("legal actions", "views", "greedy bot", "apply"), 0.0)
    decisions: list[float] = []
    clock = time.process_time
    for seed in seeds:
        state = game.new(config, seed)
        bots = bots_for(config, seed, "greedy")
        while not game.is_over(state):
            (seat,) = game.pending(state).acting
            t0 = clock()
            legal = game.legal_actions(state, seat)
            t1 = clock()
            view = game.view(state, seat)
            t2 = clock()
            action = bots[seat].choose(view, legal)
            t3 = clock()
            game.apply(state, seat, action)
            t4 = clock()
            spent["legal actions"] += t1 - t0
            spent["views"] += t2 - t1
            spent["greedy bot"] += t3 - t2
            spent["apply"] += t4 - t3
            decisions.append((t3 - t2) * 1000)
    games = len(seeds)
    result = {name: total * 1000 / games for name, total in spent.items()}
    result["decisions per game"] = len(decisions) / games
    return result, decisions


# --- (b)–(d) the app, in child processes ----------------------------------------


def _probe(args: Sequence[str]) -> dict[str, Any]:
    """Run ``bench/probes.py ARGS OUT`` and return the JSON it wrote to OUT."""
    with tempfile.TemporaryDirectory(prefix="grasse-bench-") as folder:
        out = Path(folder) / "out.json"
        env = {**os.environ, "GRASSE_TUI_DATA_DIR": folder}
        subprocess.run([sys.executable, str(BENCH / "probes.py"), *args, str(out)], check=True, env=env)
        return dict(json.loads(out.read_text(encoding="utf-8")))


def _pooled(runs: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The rounds of one key probe as one: their samples joined and the highest peak memory,
    or the first round's reason for skipping (a round whose presses did not move the
    decision highlight measured nothing)."""
    for run in runs:
        if "skipped" in run:
            return run
        if run.get("moved") is False:
            return {"skipped": "the key presses did not move the decision highlight"}
    return {
        "frame_ms": [ms for run in runs for ms in run["frame_ms"]],
        "press_ms": [ms for run in runs for ms in run["press_ms"]],
        "maxrss_mb": max(run["maxrss_mb"] for run in runs),
    }


def first_paint_ms(target: str) -> float:
    """Milliseconds from starting the process to the app's first frame (see probes.py)."""
    with tempfile.TemporaryDirectory(prefix="grasse-bench-") as folder:
        out = Path(folder) / "out.json"
        env = {**os.environ, "GRASSE_TUI_DATA_DIR": folder}
        command = [sys.executable, str(BENCH / "probes.py"), "paint", target, str(out)]
        started = time.time()
        subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)
        painted = float(json.loads(out.read_text(encoding="utf-8"))["painted"])
    return (painted - started) * 1000


# --- (0) a fresh install ---------------------------------------------------------


def install_to_menu(cached: bool) -> tuple[float, float]:
    """Seconds from a fresh clone of this repository's HEAD to the end of what ``make play``
    does before starting the app (``make .venv/.installed``), and to the app's first frame
    started from that venv. ``cached``: with pip's download cache as this machine has it;
    else with none (every package fetched from the index)."""
    with tempfile.TemporaryDirectory(prefix="grasse-install-") as folder:
        clone = Path(folder) / "clone"
        subprocess.run(["git", "clone", "-q", str(BENCH.parent), str(clone)], check=True)
        env = {**os.environ, "GRASSE_TUI_DATA_DIR": folder}
        if not cached:
            env["PIP_NO_CACHE_DIR"] = "1"
        start = time.time()
        subprocess.run(["make", "-s", ".venv/.installed"], cwd=clone, env=env, check=True, stdout=subprocess.DEVNULL)
        installed = time.time()
        out = Path(folder) / "paint.json"
        python = str(clone / ".venv" / "bin" / "python")
        subprocess.run([python, str(BENCH / "probes.py"), "paint", "grasse", str(out)], check=True, env=env)
        painted = float(json.loads(out.read_text(encoding="utf-8"))["painted"])
    return installed - start, painted - start


def install_rows() -> list[Row]:
    """The install budget, without pip's cache (a fresh machine: the one judged) and with it."""
    rows = []
    for cached in (False, True):
        installed, menu = install_to_menu(cached)
        rows.append(
            Row(
                f"fresh clone → make play → menu, {'pip cache warm' if cached else 'no pip cache'}",
                f"{menu:.0f} s (install {installed:.0f} s)",
                "—",
                f"≤ {INSTALL_SECONDS:.0f} s" if not cached else "—",
                _status(menu <= INSTALL_SECONDS) if not cached else "—",
            )
        )
    return rows


# --- the report -------------------------------------------------------------------


def machine() -> str:
    """CPU model, core count, OS, Python and Textual versions, and the load average now."""
    from importlib.metadata import version

    model = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return (
        f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}, Textual {version('textual')}, "
        f"1-minute load average {os.getloadavg()[0]:.1f} at the start"
    )


def run(
    seeds: int, runs: int, presses: int, install: bool, say: Callable[[str], None]
) -> tuple[list[Row], dict[str, float]]:
    """Measure everything; returns the table rows and the greedy-game breakdown."""
    config = default_config(4)
    seed_range = range(seeds)
    rows: list[Row] = []

    if install:
        say("(0) fresh clone → make play → menu, with and without pip's download cache…")
        rows.extend(install_rows())

    say(f"(a) {seeds} four-player games per bot…")
    greedy = game_times(config, seed_range, "greedy")
    rules = rules_only_times(config, seed_range)
    randomly = game_times(config, seed_range, "random")
    breakdown, decisions = greedy_breakdown(config, range(min(seeds, 50)))
    _, full_decisions = greedy_breakdown(full_config(), range(min(seeds, 50)))
    rows.append(
        Row(
            "4-player game, 4 greedy bots (rules + views + bots)",
            _spread(greedy),
            "—",
            f"≤ {GAME_TARGET_MS:.0f} ms median",
            _status(statistics.median(greedy) <= GAME_TARGET_MS),
        )
    )
    rows.append(
        Row(
            "4-player game, 4 random bots (rules + views)",
            _spread(randomly),
            "—",
            "—",
            "—",
        )
    )
    rows.append(Row("4-player game, rules only (random choices, no views)", _spread(rules), "—", "—", "—"))
    every = decisions + full_decisions
    p95 = percentile(every, 0.95)
    rows.append(
        Row(
            "greedy bot decision (4 players, and 5 with every expansion)",
            f"{statistics.median(every):.2f} ms (p95 {p95:.2f}, most {max(every):.1f})",
            "—",
            f"p95 ≤ {DECISION_P95_MS:.0f} ms",
            _status(p95 <= DECISION_P95_MS),
        )
    )

    say(f"{seeds} five-player all-expansion games and {seeds} solo games…")
    full = game_times(full_config(), seed_range, "greedy")
    rows.append(
        Row(
            "5-player game, all expansions and Events variants, 5 greedy bots",
            _spread(full),
            "—",
            f"≤ {FULL_GAME_TARGET_MS:.0f} ms median",
            _status(statistics.median(full) <= FULL_GAME_TARGET_MS),
        )
    )
    solo = game_times(solo_config(), seed_range, "greedy")
    rows.append(Row("solo game against Pierre, greedy bot in the seat", _spread(solo), "—", "—", "—"))

    say(f"(b) first paint, {runs} runs each…")
    paints: dict[str, list[float]] = {"bare": [], "grasse": []}
    for _ in range(runs):
        for target in ("bare", "grasse"):  # interleaved, so drifting load hits both alike
            paints[target].append(first_paint_ms(target))
    ratio = statistics.median(paints["grasse"]) / statistics.median(paints["bare"])
    rows.append(
        Row(
            "process start → first paint, `python -m grasse_tui`",
            f"{statistics.median(paints['grasse']):.0f} ms ({ratio:.2f}×)",
            f"{statistics.median(paints['bare']):.0f} ms (empty App)",
            f"≤ {STARTUP_RATIO}×",
            _status(ratio <= STARTUP_RATIO),
        )
    )

    say(f"(c, d) key press → repaint, {2 * presses * KEY_ROUNDS} presses each in {KEY_ROUNDS} rounds…")
    bare = _probe(["keys", "bare", str(presses)])
    listed_runs, grasse_runs = [], []
    for _ in range(KEY_ROUNDS):
        listed_runs.append(_probe(["keys", "list", str(presses)]))
        grasse_runs.append(_probe(["keys", "grasse", str(presses)]))
    listed, grasse = _pooled(listed_runs), _pooled(grasse_runs)
    bare_ms = bare["press_ms"]
    if "skipped" in grasse:
        reason = str(grasse["skipped"])
        rows.append(
            Row(
                "key press → frame rendered, mid-game Grasse screen",
                "—",
                f"{_spread(listed['frame_ms'])} (one OptionList)",
                f"≤ {KEY_RATIO}×, p95 too",
                f"pending: {reason}",
            )
        )
        rows.append(
            Row(
                "peak memory (ru_maxrss as VmHWM), app mid-game",
                "—",
                f"{bare['maxrss_mb']:.0f} MB",
                f"≤ {MEMORY_MB:.0f} MB",
                f"pending: {reason}",
            )
        )
    else:
        grasse_frames, list_frames = grasse["frame_ms"], listed["frame_ms"]
        frame_ratio = statistics.median(grasse_frames) / statistics.median(list_frames)
        p95_ratio = percentile(grasse_frames, 0.95) / percentile(list_frames, 0.95)
        rows.append(
            Row(
                "key press → frame rendered, mid-game Grasse screen",
                f"{_spread(grasse_frames)}, {frame_ratio:.2f}× (p95 {p95_ratio:.2f}×)",
                f"{_spread(list_frames)} (one OptionList)",
                f"≤ {KEY_RATIO}×, p95 too",
                _status(frame_ratio <= KEY_RATIO and p95_ratio <= KEY_RATIO),
            )
        )
        grasse_ms = grasse["press_ms"]
        key_ratio = statistics.median(grasse_ms) / statistics.median(bare_ms)
        rows.append(
            Row(
                "key press → Pilot idle again (20 ms windows), mid-game Grasse screen",
                f"{_spread(grasse_ms)}, {key_ratio:.2f}×",
                f"{_spread(bare_ms)} (empty App)",
                "—",
                "—",
            )
        )
        rows.append(
            Row(
                "peak memory (ru_maxrss as VmHWM), app mid-game",
                f"{grasse['maxrss_mb']:.0f} MB",
                f"{bare['maxrss_mb']:.0f} MB (empty App)",
                f"≤ {MEMORY_MB:.0f} MB",
                _status(grasse["maxrss_mb"] <= MEMORY_MB),
            )
        )
    return rows, breakdown


def text_table(rows: Sequence[Row]) -> str:
    header = Row("Measure", "grasse_tui", "Bare baseline", "Target", "Status")
    table = [header, *rows]
    widths = [max(len(getattr(r, f)) for r in table) for f in Row.__slots__]
    lines = [
        "  ".join(getattr(r, f).ljust(w) for f, w in zip(Row.__slots__, widths, strict=True)) for r in table
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def markdown(
    where: str, rows: Sequence[Row], breakdown: dict[str, float], seeds: int, runs: int, presses: int
) -> str:
    """The measured block of docs/performance.md."""
    today = datetime.datetime.now(datetime.UTC).date().isoformat()
    lines = [
        START,
        f"Measured {today} on {where}.",
        (
            f"Games: {seeds} seeds; first paint: median of {runs} runs each; key presses: "
            f"{2 * presses * KEY_ROUNDS} each in {KEY_ROUNDS} rounds taken in turn (each after 6 warm-up presses)."
        ),
        "",
        "| Measure | grasse_tui | Bare baseline (same run) | Target | Status |",
        "|---|---|---|---|---|",
        *(f"| {r.measure} | {r.value} | {r.baseline} | {r.target} | {r.status} |" for r in rows),
        "",
        (
            f"Where a greedy 4-player game spends its time (mean of {min(seeds, 50)} games, "
            f"{breakdown['decisions per game']:.0f} decisions per game):"
        ),
        "",
        "| Part | CPU ms per game |",
        "|---|---|",
        *(f"| {name} | {ms:.1f} |" for name, ms in breakdown.items() if name != "decisions per game"),
        END,
    ]
    return "\n".join(lines)


def update_doc(block: str) -> None:
    """Replace the block between the markers of docs/performance.md. Raises SystemExit without them."""
    text = DOC.read_text(encoding="utf-8")
    if START not in text or END not in text:
        raise SystemExit(f"{DOC} has no {START} … {END} block to update")
    head, rest = text.split(START, 1)
    tail = rest.split(END, 1)[1]
    DOC.write_text(head + block + tail, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200, help="games per policy (default 200)")
    parser.add_argument("--runs", type=int, default=9, help="first-paint runs per app (default 9)")
    parser.add_argument("--presses", type=int, default=30, help="down/up pairs per app (default 30)")
    parser.add_argument(
        "--markdown", action="store_true", help=f"also update {DOC.relative_to(BENCH.parent)}"
    )
    parser.add_argument(
        "--install", action="store_true", help="also time a fresh clone's install to the menu (about two minutes)"
    )
    args = parser.parse_args()
    # Users' installs keep compiled modules; this machine may set PYTHONDONTWRITEBYTECODE,
    # which would leave grasse_tui (an editable install) to be compiled at every start.
    compileall.compile_dir(BENCH.parent / "grasse_tui", quiet=1)
    where = machine()
    rows, breakdown = run(args.seeds, args.runs, args.presses, args.install, lambda text: print(text, file=sys.stderr))
    print(text_table(rows))
    print()
    print("Greedy game breakdown (ms per game): " + ", ".join(f"{k} {v:.1f}" for k, v in breakdown.items()))
    if args.markdown:
        update_doc(markdown(where, rows, breakdown, args.seeds, args.runs, args.presses))
        print(f"updated {DOC}")


if __name__ == "__main__":
    main()
