"""The Grand Alchemist's rules budgets: a whole 4-player game of scholar bots and one decision.

Run with ``.venv/bin/python bench/alchemist.py [SEEDS]`` (default 200). Prints the median
CPU ms of a whole 4-player game of four scholar bots over SEEDS seeds (budget 200 ms), the
p95 CPU ms of one scholar decision (budget 20 ms), and the scholar's wins as one seat
against three random bots (issue: at least 50%, a shared win counted as a share). Figures
go by hand into ``docs/performance.md`` ("The Grand Alchemist").
"""

from __future__ import annotations

import sys

from bot_games import report  # bench/bot_games.py, beside this script

from grasse_tui.games.alchemist.module import MODULE

if __name__ == "__main__":
    report(MODULE, "scholar", int(sys.argv[1]) if len(sys.argv) > 1 else 200, game_budget=200, win_share=0.5)
