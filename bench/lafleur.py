"""La Fleur's rules budgets: a whole 4-player greedy game and a greedy decision.

Run with ``.venv/bin/python bench/lafleur.py [SEEDS]`` (default 200). Prints the median
CPU ms of a whole 4-player game of four greedy bots over SEEDS seeds (budget 100 ms),
the p95 CPU ms of one greedy decision (budget 20 ms), and the greedy bot's win rate
as one seat against three random bots (issue: at least 70%). Figures go by hand into
``docs/performance.md`` ("La Fleur"), with the machine's load noted.
"""

from __future__ import annotations

import sys

from bot_games import report  # bench/bot_games.py, beside this script

from grasse_tui.games.lafleur.module import MODULE

if __name__ == "__main__":
    report(MODULE, "greedy", int(sys.argv[1]) if len(sys.argv) > 1 else 200, game_budget=100, win_share=0.7)
