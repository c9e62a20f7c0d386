"""``simulate`` on a terminal: a progress bar while the games run (on stderr), then Rich
tables on stdout: each game's scores (left out with ``--report``), the summary by seat
position and by bot, with ``--report`` the win shares by content tag, and the time taken.

Imported only for a terminal, so ``simulate --json`` never loads Rich.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.registry import GameModule
from grasse_tui.simulation.play import GameResult
from grasse_tui.simulation.tally import Balance, Tally


@dataclass(frozen=True, slots=True)
class Run:
    """What was asked for: the game, its seats as the first game has them, the bots as
    given (one per seat), whether they rotate, the games, the worker processes, and
    whether it is a ``--report``."""

    module: GameModule
    seats: tuple[SeatConfig, ...]
    bots: tuple[str, ...]
    rotate: bool
    games: int
    workers: int
    report: bool


def show(run: Run, results: Iterable[GameResult]) -> None:
    """Play out ``results`` under a progress bar, then print the tables and the time taken."""
    balance = Balance()
    kept: list[GameResult] = []
    game_ms = 0.0
    start = time.perf_counter()
    with Progress(
        TextColumn("simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as progress:
        task = progress.add_task("games", total=run.games)
        for result in results:
            balance.add(result)
            game_ms += result.wall_ms
            if not run.report:
                kept.append(result)
            progress.advance(task)
    elapsed = time.perf_counter() - start

    out = Console()
    labels = _line_labels(run, balance)
    if kept:
        out.print(_games_table(run, labels, kept))
    out.print(_seat_table(balance, labels))
    out.print(_bot_table(balance))
    if run.report:
        if balance.by_tag:
            out.print(_tag_table(balance))
        elif run.module.balance_tags is None:
            out.print(f"{run.module.game.title} deals no content per seat to balance: no tags to report.")
        else:
            out.print("No content tags in these games (see docs/balance.md for the options that deal some).")
    out.print(f"Mean time per game: {game_ms / balance.games:.1f} ms")
    where = f"on {run.workers} worker processes" if run.workers > 1 else "in this process"
    games = f"{balance.games} game{'s' if balance.games != 1 else ''}"
    out.print(f"{games} in {elapsed:.1f} s {where}: {balance.games / elapsed:.1f} games/s")


def _line_labels(run: Run, balance: Balance) -> list[str]:
    """``"Red (R)"`` for each seat, then a solo automaton's name."""
    labels = []
    for seat in run.seats:
        colour = run.module.colour(seat.colour)
        labels.append(f"{colour.label} ({colour.letter})")
    return labels + list(balance.names[len(labels) :])


def _title(run: Run) -> str:
    """``"Grasse: 4 × greedy"``, or ``"Grasse: strong, greedy, greedy, greedy (rotating)"``."""
    if len(set(run.bots)) == 1:
        return f"{run.module.game.title}: {len(run.bots)} × {run.bots[0]}"
    return f"{run.module.game.title}: {', '.join(run.bots)}{' (rotating)' if run.rotate else ''}"


def _games_table(run: Run, labels: Sequence[str], results: Sequence[GameResult]) -> Table:
    """One row per game: its seed, each line's score, the winners."""
    title = _title(run)
    # No column rules: five seats and the winner then fit in 80 columns (the time per game is in the summary).
    games = Table(title=title, box=box.SIMPLE_HEAVY, pad_edge=False, min_width=len(title))
    games.add_column("Seed", justify="right", no_wrap=True)
    for label in labels:  # a seat's header is not wrapped: "Yellow (Y)" cut in two reads badly at 80 columns
        games.add_column(label, justify="right", no_wrap=True, min_width=len(label))
    games.add_column("Winner", no_wrap=True)
    for result in results:
        lines = result.scores.lines
        winners = [labels[index] for index, line in enumerate(lines) if line.seat in result.scores.winners]
        games.add_row(str(result.job.seed), *(str(line.total) for line in lines), ", ".join(winners))
    return games


def _table(title: str, label: str, *numbers: str) -> Table:
    """A summary table: a column of ``label`` text, then right-aligned ``numbers`` columns."""
    table = Table(title=title)
    table.add_column(label)
    for heading in numbers:
        table.add_column(heading, justify="right")
    return table


def _share_cells(balance: Balance, tally: Tally) -> tuple[str, str]:
    """A group's win share as a percentage and its ratio to the fair share."""
    return f"{tally.win_share:.1%}", f"{balance.ratio(tally):.2f}"


def _seat_table(balance: Balance, labels: Sequence[str]) -> Table:
    """Per seat position (and a solo automaton): mean score, games won, win share, ratio."""
    count = balance.games
    title = f"Summary: {count} game{'s' if count != 1 else ''}"
    table = _table(title, "Seat", "Mean score", "Wins", "Win share", "÷ fair")
    for number, (label, tally) in enumerate(zip(labels, balance.by_line), start=1):
        table.add_row(f"{number}. {label}", f"{tally.mean_score:.2f}", str(tally.wins), *_share_cells(balance, tally))
    return table


def _bot_table(balance: Balance) -> Table:
    """Per bot: the seats it played, its win share, the fair share, and their ratio."""
    title = f"Bots (fair share {balance.fair_share:.1%})"
    table = _table(title, "Bot", "Seats played", "Win share", "Fair share", "÷ fair")
    for bot in sorted(balance.by_bot):
        tally = balance.by_bot[bot]
        share, ratio = _share_cells(balance, tally)
        table.add_row(bot, str(tally.seat_games), share, f"{balance.fair_share:.1%}", ratio)
    return table


def _tag_table(balance: Balance) -> Table:
    """Per content tag: the seats that played with it, their mean score, win share, ratio."""
    title = f"Content (fair share {balance.fair_share:.1%})"
    table = _table(title, "Tag", "Games", "Mean score", "Win share", "÷ fair")
    for tag in sorted(balance.by_tag):
        tally = balance.by_tag[tag]
        table.add_row(tag, str(tally.seat_games), f"{tally.mean_score:.2f}", *_share_cells(balance, tally))
    return table
