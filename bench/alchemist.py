"""The Grand Alchemist's rules budgets: a whole 4-player game of scholar bots and one decision.

Run with ``.venv/bin/python bench/alchemist.py [SEEDS]`` (default 200). Prints the median
CPU ms of a whole 4-player game of four scholar bots over SEEDS seeds (budget 200 ms), the
p95 CPU ms of one scholar decision (budget 20 ms), and the scholar's wins as one seat
against three random bots (issue: at least 50%, a shared win counted as a share). Figures
go by hand into ``docs/performance.md`` ("The Grand Alchemist").
"""

from __future__ import annotations

import statistics
import sys
import time

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.alchemist.module import MODULE
from grasse_tui.games.alchemist.rules.config import SEAT_COLOURS
from run import percentile  # bench/run.py, beside this script


def seats(scholar_at: int | None) -> tuple[SeatConfig, ...]:
    """Four seats: all scholars (``scholar_at`` None), or one scholar among random bots."""
    return tuple(
        SeatConfig(f"S{i}", colour, "scholar" if scholar_at in (None, i) else "random")
        for i, colour in enumerate(SEAT_COLOURS[:4])
    )


def main(count: int) -> None:
    game = MODULE.game
    games: list[float] = []
    decisions: list[float] = []
    config = MODULE.make_config(seats(None), {})
    for seed in range(count):
        bots = [MODULE.bots["scholar"](seat, seed) for seat in range(4)]
        start = time.process_time()
        play_out(MODULE, config, seed, bots)
        games.append((time.process_time() - start) * 1000)
        if seed < 20:
            bots = [MODULE.bots["scholar"](seat, seed) for seat in range(4)]
            state = game.new(config, seed)
            while not game.is_over(state):
                seat = game.pending(state).acting[0]
                legal, view = game.legal_actions(state, seat), game.view(state, seat)
                t0 = time.process_time()
                action = bots[seat].choose(view, legal)
                decisions.append((time.process_time() - t0) * 1000)
                game.apply_checked(state, seat, action)
    wins = 0.0
    for seed in range(count):
        table = seats(seed % 4)
        bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(table)]
        state = play_out(MODULE, MODULE.make_config(table, {}), seed, bots)
        winners = game.final_scores(state).winners
        wins += (seed % 4 in winners) / len(winners)
    print(f"4-player game of scholars: median {statistics.median(games):.1f} ms CPU ({count} seeds; budget 200)")
    print(f"one decision: p95 {percentile(decisions, 0.95):.2f} ms CPU over {len(decisions)} (budget 20)")
    print(f"scholar against three random bots: won {wins:g} of {count} ({wins / count:.0%}; issue: at least 50%)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
