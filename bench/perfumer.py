"""The Perfumer's rules budgets: a whole 4-player game of nose bots and one decision.

Run with ``.venv/bin/python bench/perfumer.py [SEEDS]`` (default 200). Prints the median
CPU ms of a whole 4-player apprentice game of four nose bots over SEEDS seeds (budget
100 ms), the p95 CPU ms of one nose-bot decision (budget 20 ms), and the nose bot's wins
as one seat against three random bots (issue: at least 70%). Figures go by hand into
``docs/performance.md`` ("The Perfumer").
"""

from __future__ import annotations

import sys

from bot_games import report  # bench/bot_games.py, beside this script

from grasse_tui.games.perfumer.module import MODULE

if __name__ == "__main__":
    report(MODULE, "nose", int(sys.argv[1]) if len(sys.argv) > 1 else 200, game_budget=100, win_share=0.7)
