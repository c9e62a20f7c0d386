"""What the games' rules benches share: four bot seats of a game's module, the CPU time of
whole games and of single decisions, and one bot's share of wins against random bots.
Each game's bench (``bench/perfumer.py``…) names its module, bot and budgets."""

from __future__ import annotations

import statistics
import time

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.registry import GameModule
from run import percentile  # bench/run.py, beside this script

SEATS = 4
DECISION_SEEDS = 20
"""Seeds whose games are replayed decision by decision (timing each bot call)."""


def seats(module: GameModule, bot: str, alone_at: int | None) -> tuple[SeatConfig, ...]:
    """Four seats: all played by ``bot`` (``alone_at`` None), or ``bot`` at one seat and the
    random bot at the others."""
    return tuple(
        SeatConfig(f"S{i}", colour.colour_id, bot if alone_at in (None, i) else "random")
        for i, colour in enumerate(module.colours[:SEATS])
    )


def game_ms(module: GameModule, bot: str, count: int) -> list[float]:
    """CPU ms of ``count`` whole games of four ``bot`` seats (seeds 0…count-1)."""
    config = module.make_config(seats(module, bot, None), {})
    times = []
    for seed in range(count):
        bots = [module.bots[bot](seat, seed) for seat in range(SEATS)]
        start = time.process_time()
        play_out(module, config, seed, bots)
        times.append((time.process_time() - start) * 1000)
    return times


def decision_ms(module: GameModule, bot: str, count: int = DECISION_SEEDS) -> list[float]:
    """CPU ms of every ``bot`` decision in ``count`` games of four ``bot`` seats (each told
    its brief reveals, as in play)."""
    game = module.game
    config = module.make_config(seats(module, bot, None), {})
    times = []
    for seed in range(count):
        bots = [module.bots[bot](seat, seed) for seat in range(SEATS)]
        state = game.new(config, seed)
        while not game.is_over(state):
            seat = game.pending(state).acting[0]
            legal, view = game.legal_actions(state, seat), game.view(state, seat)
            start = time.process_time()
            action = bots[seat].choose(view, legal)
            times.append((time.process_time() - start) * 1000)
            info = game.apply_checked(state, seat, action)
            if info.reveal is not None:
                bots[info.reveal.seat].notice(info.reveal)
    return times


def wins_against_random(module: GameModule, bot: str, count: int) -> float:
    """Games ``bot`` won as one seat (in turn) against three random bots; a shared win counts
    as its share."""
    wins = 0.0
    for seed in range(count):
        table = seats(module, bot, seed % SEATS)
        bots = [module.bots[seat.bot or ""](i, seed) for i, seat in enumerate(table)]
        winners = module.game.final_scores(play_out(module, module.make_config(table, {}), seed, bots)).winners
        wins += (seed % SEATS in winners) / len(winners)
    return wins


def report(module: GameModule, bot: str, count: int, game_budget: float, win_share: float) -> None:
    """Print the three readings beside their budgets (a decision's p95 budget is 20 ms)."""
    games = game_ms(module, bot, count)
    decisions = decision_ms(module, bot)
    wins = wins_against_random(module, bot, count)
    print(f"4-player game of {bot} bots: median {statistics.median(games):.1f} ms CPU ({count} seeds; budget {game_budget:g})")
    print(f"one {bot} decision: p95 {percentile(decisions, 0.95):.2f} ms CPU over {len(decisions)} (budget 20)")
    print(f"{bot} against three random bots: won {wins:g} of {count} ({wins / count:.0%}; issue: at least {win_share:.0%})")
