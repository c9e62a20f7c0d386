"""La Fleur's rules budgets: a whole 4-player greedy game and a greedy decision.

Run with ``.venv/bin/python bench/lafleur.py [SEEDS]`` (default 200). Prints the median
CPU ms of a whole 4-player game of four greedy bots over SEEDS seeds (budget 100 ms),
the p95 CPU ms of one greedy decision (budget 20 ms), and the greedy bot's win rate
as one seat against three random bots (issue: at least 70%). Figures go by hand into
``docs/performance.md`` ("La Fleur"), with the machine's load noted.
"""

from __future__ import annotations

import statistics
import sys
import time

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.module import MODULE
from grasse_tui.games.lafleur.rules.config import SEAT_COLOURS
from run import percentile  # bench/run.py, beside this script

GAME_TARGET_MS = 100.0
DECISION_P95_MS = 20.0
WIN_RATE = 0.7


def seats(greedy_at: int | None) -> tuple[SeatConfig, ...]:
    """Four seats: all greedy (``greedy_at`` None), or greedy at one seat and random elsewhere."""
    return tuple(
        SeatConfig(f"S{i}", colour, "greedy" if greedy_at in (None, i) else "random")
        for i, colour in enumerate(SEAT_COLOURS)
    )


def main(count: int) -> None:
    game = MODULE.game
    games: list[float] = []
    decisions: list[float] = []
    for seed in range(count):
        table = seats(None)
        config = MODULE.make_config(table, {})
        bots = [MODULE.bots["greedy"](seat, seed) for seat in range(4)]
        start = time.process_time()
        play_out(MODULE, config, seed, bots)
        games.append((time.process_time() - start) * 1000)
        state = game.new(config, seed)
        while not game.is_over(state):
            seat = game.pending(state).acting[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            t0 = time.process_time()
            action = bots[seat].choose(view, legal)
            decisions.append((time.process_time() - t0) * 1000)
            game.apply_checked(state, seat, action)
    wins = 0
    for seed in range(count):
        greedy = seed % 4
        table = seats(greedy)
        bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(table)]
        state = play_out(MODULE, MODULE.make_config(table, {}), seed, bots)
        wins += greedy in game.final_scores(state).winners
    median = statistics.median(games)
    decision = percentile(decisions, 0.95)
    print(f"4-player greedy game, median CPU ms over {count} seeds: {median:.1f} (budget {GAME_TARGET_MS:.0f})")
    print(f"greedy decision, p95 CPU ms ({len(decisions)} decisions): {decision:.2f} (budget {DECISION_P95_MS:.0f})")
    print(f"greedy as one seat against three random bots: won {wins}/{count} = {wins / count:.0%} (target {WIN_RATE:.0%})")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
