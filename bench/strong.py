"""The Strong bot's decision time in every game: one Strong seat among the game's default
(greedy) bots at four seats, every Strong decision with more than one legal action timed
in CPU ms (process time, so a busy machine counts less against it). Budget: p95 ≤ 1000 ms,
the issue's "within 1 s per decision".

Run with ``.venv/bin/python bench/strong.py [GAMES [GAME_ID ...]]`` (default 2 games of
every game, the Strong seat rotating); prints one line per game. Its strength is measured
with ``simulate`` (docs/performance.md gives the commands).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.search import SearchBot
from grasse_tui.games.registry import STRONG_BOT, built_game_ids, load
from run import percentile  # bench/run.py, beside this script

SEATS = 4
BUDGET_P95_MS = 1000.0


class TimedSearch(SearchBot):
    """The Strong bot, noting the CPU time of each decision it searches."""

    times: list[float] = []

    def choose_in(self, view: Any, legal: Any, world: Any, progress: Any = None) -> Any:
        start = time.process_time()
        chosen = super().choose_in(view, legal, world, progress)
        if len(legal) > 1:
            TimedSearch.times.append((time.process_time() - start) * 1000)
        return chosen


def decision_ms(game_id: str, games: int) -> list[float]:
    """CPU ms of the Strong seat's decisions in ``games`` games of ``game_id``."""
    module = load(game_id)
    strong = module.bots[STRONG_BOT](0, 0)
    assert isinstance(strong, SearchBot)
    seats = tuple(SeatConfig(f"S{i}", c.colour_id, module.default_bot) for i, c in enumerate(module.colours[:SEATS]))
    config = module.make_config(seats, {})
    TimedSearch.times = []
    for seed in range(games):
        at = seed % SEATS
        bots = [
            TimedSearch(module.game, strong.greedy, seat, seed, strong.budget, strong.track, strong.own)
            if seat == at
            else module.bots[module.default_bot](seat, seed)
            for seat in range(SEATS)
        ]
        play_out(module, config, seed, bots)
    return TimedSearch.times


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    for game_id in sys.argv[2:] or built_game_ids():
        times = sorted(decision_ms(game_id, games))
        p95 = percentile(times, 0.95)
        verdict = "met" if p95 <= BUDGET_P95_MS else "NOT met"
        print(
            f"{game_id:10} {len(times):4} decisions: median {percentile(times, 0.5):6.0f} ms, "
            f"p95 {p95:6.0f} ms, most {times[-1]:6.0f} ms (p95 ≤ {BUDGET_P95_MS:.0f} ms: {verdict})",
            flush=True,
        )


if __name__ == "__main__":
    main()
