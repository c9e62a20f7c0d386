"""The Perfumer's rules budgets: a whole 4-player game of nose bots and one decision.

Run with ``.venv/bin/python bench/perfumer.py [SEEDS]`` (default 200). Prints the median
CPU ms of a whole 4-player apprentice game of four nose bots over SEEDS seeds (budget
100 ms), the p95 CPU ms of one nose-bot decision (budget 20 ms), and the nose bot's wins
as one seat against three random bots (issue: at least 70%). Figures go by hand into
``docs/performance.md`` ("The Perfumer").
"""

from __future__ import annotations

import statistics
import sys
import time

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.perfumer.module import MODULE
from grasse_tui.games.perfumer.rules.config import SEAT_COLOURS
from run import percentile  # bench/run.py, beside this script


def seats(nose_at: int | None) -> tuple[SeatConfig, ...]:
    """Four seats: all nose bots (``nose_at`` None), or one nose bot among random ones."""
    return tuple(
        SeatConfig(f"S{i}", colour, "nose" if nose_at in (None, i) else "random")
        for i, colour in enumerate(SEAT_COLOURS[:4])
    )


def main(count: int) -> None:
    game = MODULE.game
    games: list[float] = []
    decisions: list[float] = []
    config = MODULE.make_config(seats(None), {})
    for seed in range(count):
        bots = [MODULE.bots["nose"](seat, seed) for seat in range(4)]
        start = time.process_time()
        play_out(MODULE, config, seed, bots)
        games.append((time.process_time() - start) * 1000)
        if seed < 20:
            bots = [MODULE.bots["nose"](seat, seed) for seat in range(4)]
            state = game.new(config, seed)
            while not game.is_over(state):
                seat = game.pending(state).acting[0]
                legal, view = game.legal_actions(state, seat), game.view(state, seat)
                t0 = time.process_time()
                action = bots[seat].choose(view, legal)
                decisions.append((time.process_time() - t0) * 1000)
                info = game.apply_checked(state, seat, action)
                if info.reveal is not None:
                    bots[info.reveal.seat].notice(info.reveal)
    wins = 0
    for seed in range(count):
        table = seats(seed % 4)
        bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(table)]
        state = play_out(MODULE, MODULE.make_config(table, {}), seed, bots)
        wins += game.final_scores(state).winners == (seed % 4,)
    print(f"4-player game of nose bots: median {statistics.median(games):.1f} ms CPU ({count} seeds; budget 100)")
    print(f"one decision: p95 {percentile(decisions, 0.95):.2f} ms CPU over {len(decisions)} (budget 20)")
    print(f"nose bot against three random bots: won {wins} of {count} ({wins / count:.0%}; issue: at least 70%)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
