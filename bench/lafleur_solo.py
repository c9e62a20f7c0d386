"""How beatable is La Fleur's solo opponent? A strong-ish player for the solo seat against
the automaton.

Run with ``.venv/bin/python bench/lafleur_solo.py [LEVEL] [GAMES]`` (LEVEL easier, normal,
harder or hardest; default normal and 6 games, seeds 100 on). The player looks one decision
ahead: for each of the greedy bot's six best actions it plays the game out three times
with the greedy bot from a copy that redraws what the seat cannot see
(``Game.perturbed``), and keeps the action with the best total margin. It prints each
game's scores (you, the automaton) and the wins. Not a test: a measuring tool for tuning
(a game takes several seconds).
"""

from __future__ import annotations

import random
import sys
import time

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.bots.greedy import GreedyBot
from grasse_tui.games.lafleur.rules.actions import LaFleurAction
from grasse_tui.games.lafleur.rules.config import Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.state import LaFleurState

CANDIDATES = 6
ROLLOUTS = 3


def margin_after_greedy(state: LaFleurState, bot: GreedyBot) -> int:
    """Your prestige less the automaton's once the greedy bot has played ``state`` out."""
    while not LAFLEUR.is_over(state):
        legal = LAFLEUR.legal_actions(state, 0)
        LAFLEUR.apply_checked(state, 0, bot.choose(LAFLEUR.view(state, 0), legal))
    lines = LAFLEUR.final_scores(state).lines
    return lines[0].total - lines[1].total


def choose(state: LaFleurState, bot: GreedyBot, rng: random.Random) -> LaFleurAction:
    legal = list(LAFLEUR.legal_actions(state, 0))
    if len(legal) == 1:
        return legal[0]
    view = LAFLEUR.view(state, 0)
    ranked = sorted(legal, key=lambda action: -bot.score(view, action))[:CANDIDATES]

    def worth(action: LaFleurAction) -> int:
        total = 0
        for _ in range(ROLLOUTS):
            twin = LAFLEUR.perturbed(state, 0, rng)
            LAFLEUR.apply(twin, 0, action)
            total += margin_after_greedy(twin, bot)
        return total

    return max(ranked, key=worth)


def main(level: Difficulty, games: int) -> None:
    wins = 0
    start = time.time()
    for game in range(games):
        seed = 100 + game
        state = LAFLEUR.new(LaFleurConfig((SeatConfig("Ann", "red"),), level), seed)
        bot, rng = GreedyBot(0, seed), random.Random(seed)
        while not LAFLEUR.is_over(state):
            LAFLEUR.apply(state, 0, choose(state, bot, rng))
        scores = LAFLEUR.final_scores(state)
        wins += scores.winners == (0,)
        print(f"seed {seed}: you {scores.lines[0].total}, the automaton {scores.lines[1].total}", flush=True)
    print(f"{level.value}: won {wins} of {games} ({time.time() - start:.0f} s)")


if __name__ == "__main__":
    main(Difficulty(sys.argv[1]) if len(sys.argv) > 1 else Difficulty.NORMAL, int(sys.argv[2]) if len(sys.argv) > 2 else 6)
