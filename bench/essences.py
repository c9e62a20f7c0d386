"""Eccentric Essences' bots, measured: how often a guess finds the ticket, and how long
bot play takes.

Run with ``.venv/bin/python bench/essences.py [TURNS]`` (default 2000). Plays TURNS
competitive turns at 5 seats for each pairing of lead and guessers (association bot or
random), seeds 0.., and prints the *hit rate*: the share of guessers whose most-covered
perfume (the first on a tie) is the ticket; then the cooperative team's tokens right per
turn (of 3) at 5 seats, both bots and random; then the median CPU ms of a whole 10-seat
game of association bots over 200 seeds and the p95 of one decision (budget 50 ms).
Figures go by hand into ``docs/performance.md`` ("Eccentric Essences").
"""

from __future__ import annotations

import statistics
import sys
import time

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.essences.module import MODULE
from grasse_tui.games.essences.rules.config import SEAT_COLOURS
from grasse_tui.games.essences.rules.state import EssencesState
from run import percentile  # bench/run.py, beside this script

DECISION_P95_MS = 50.0


def table(players: int, lead_bot: str, guess_bot: str) -> tuple[SeatConfig, ...]:
    """``players`` seats: ``lead_bot`` at seat 0 (the first lead), ``guess_bot`` elsewhere."""
    return tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i], lead_bot if i == 0 else guess_bot) for i in range(players))


def first_turn(players: int, lead_bot: str, guess_bot: str, mode: str, seed: int) -> EssencesState:
    """A game played to the end of its first turn only."""
    seats = table(players, lead_bot, guess_bot)
    config = MODULE.make_config(seats, {"mode": mode})
    game = MODULE.game
    bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(seats)]
    state = game.new(config, seed)
    while not state.debriefs:
        step = game.pending(state)
        seat = step.acting[0]
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        game.apply_checked(state, seat, bots[seat].choose(view, legal), 1_000 if step.clock else None)
    return state


def hit_rate(lead_bot: str, guess_bot: str, turns: int) -> float:
    hits = guesses = 0
    for seed in range(turns):
        debrief = first_turn(5, lead_bot, guess_bot, "competitive", seed).debriefs[0]
        for _, tokens in debrief.guesses:
            hits += max(range(4), key=lambda n: (tokens[n], -n)) + 1 == debrief.ticket
            guesses += 1
    return hits / guesses


def team_rate(bot: str, turns: int) -> float:
    right = 0
    for seed in range(turns):
        debrief = first_turn(5, bot, bot, "cooperative", seed).debriefs[0]
        right += dict(debrief.points)[debrief.lead]
    return right / turns


def main(turns: int) -> None:
    for lead_bot in ("associate", "random"):
        for guess_bot in ("associate", "random"):
            print(f"lead {lead_bot:9} guessers {guess_bot:9}: hit rate {hit_rate(lead_bot, guess_bot, turns):.0%}")
    for bot in ("associate", "random"):
        print(f"cooperative, all {bot:9}: {team_rate(bot, turns):.2f} tokens right a turn (of 3)")
    game = MODULE.game
    games: list[float] = []
    decisions: list[float] = []
    seats = tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i], "associate") for i in range(10))
    config = MODULE.make_config(seats, {})
    for seed in range(200):
        bots = [MODULE.bots["associate"](seat, seed) for seat in range(10)]
        start = time.process_time()
        play_out(MODULE, config, seed, bots)
        games.append((time.process_time() - start) * 1000)
        if seed < 20:
            state = game.new(config, seed)
            while not game.is_over(state):
                step = game.pending(state)
                seat = step.acting[0]
                view, legal = game.view(state, seat), game.legal_actions(state, seat)
                t0 = time.process_time()
                action = bots[seat].choose(view, legal)
                decisions.append((time.process_time() - t0) * 1000)
                game.apply_checked(state, seat, action, 1_000 if step.clock else None)
    print(f"10-seat game of association bots: median {statistics.median(games):.1f} ms CPU (200 seeds)")
    p95 = percentile(decisions, 0.95)
    print(f"one decision: p95 {p95:.2f} ms CPU, max {max(decisions):.2f} (budget {DECISION_P95_MS:.0f} ms)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
