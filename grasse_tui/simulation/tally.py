"""Win shares of simulated games by seat, by bot and by content tag (``simulate``'s summary
and ``--report``).

A game's win is shared: each of its k winners gets 1/k (a solo game's automaton may be one
of them; a game nobody wins gives nothing). A group's *win share* is the mean of what its
seat-games got; its *fair share* is what any contestant would get if all were equal, 1/C
for a table of C score lines (the seats, plus a solo automaton); the *ratio* of the two is
1 for a balanced group, 1.2 for one that wins a fifth more than its share.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from grasse_tui.simulation.play import GameResult

DIGITS = 4
"""Decimals kept in the JSON report's shares and ratios."""


@dataclass(slots=True)
class Tally:
    """One group's seat-games: how many, in how many its seat was among the winners, the
    sum of the shares of a win it got, and the sum of its scores."""

    seat_games: int = 0
    wins: int = 0
    shares: float = 0.0
    points: int = 0

    def add(self, share: float, points: int) -> None:
        """Count one seat-game that got ``share`` of its win (0: lost) and scored ``points``."""
        self.seat_games += 1
        self.wins += share > 0
        self.shares += share
        self.points += points

    @property
    def win_share(self) -> float:
        return self.shares / self.seat_games if self.seat_games else 0.0

    @property
    def mean_score(self) -> float:
        return self.points / self.seat_games if self.seat_games else 0.0


@dataclass(slots=True)
class Balance:
    """The tallies of a run's games, all at one table size: ``by_line`` per score line (the
    seat positions, then a solo automaton; ``names`` holds their names), ``by_bot`` per bot
    name and ``by_tag`` per balance tag, both over the seats only."""

    games: int = 0
    names: tuple[str, ...] = ()
    by_line: list[Tally] = field(default_factory=list)
    by_bot: defaultdict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    by_tag: defaultdict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))

    def add(self, result: GameResult) -> None:
        """Count one game. Raises ValueError for a game whose table has another number of
        score lines than the first one counted."""
        lines, winners = result.scores.lines, result.scores.winners
        if not self.by_line:
            self.names = result.names
            self.by_line = [Tally() for _ in lines]
        if len(lines) != len(self.by_line):
            raise ValueError(f"seed {result.job.seed}: {len(lines)} score lines, not {len(self.by_line)}")
        self.games += 1
        for tally, line in zip(self.by_line, lines):
            share = 1 / len(winners) if line.seat in winners else 0.0
            tally.add(share, line.total)
            if line.name is None:  # a seat, not an automaton
                self.by_bot[result.job.bots[line.seat]].add(share, line.total)
                for tag in result.tags[line.seat]:
                    self.by_tag[tag].add(share, line.total)

    @property
    def fair_share(self) -> float:
        """1/C for C score lines (0 before any game is counted)."""
        return 1 / len(self.by_line) if self.by_line else 0.0

    def ratio(self, tally: Tally) -> float:
        """``tally``'s win share ÷ the fair share."""
        return tally.win_share / self.fair_share if self.fair_share else 0.0

    def to_json(self) -> dict[str, Any]:
        """The tallies as one JSON object: ``games``, ``fair_share``, and ``by_seat``,
        ``by_bot`` and ``by_tag`` lists (bots and tags sorted by name), each entry with its
        seat-games, wins, win share, ratio to the fair share and mean score."""

        def entry(tally: Tally) -> dict[str, Any]:
            return {
                "seat_games": tally.seat_games,
                "wins": tally.wins,
                "win_share": round(tally.win_share, DIGITS),
                "ratio": round(self.ratio(tally), DIGITS),
                "mean_score": round(tally.mean_score, DIGITS),
            }

        return {
            "games": self.games,
            "fair_share": round(self.fair_share, DIGITS),
            "by_seat": [
                {"seat": number, "name": name, **entry(tally)}
                for number, (name, tally) in enumerate(zip(self.names, self.by_line), start=1)
            ],
            "by_bot": [{"bot": bot, **entry(self.by_bot[bot])} for bot in sorted(self.by_bot)],
            "by_tag": [{"tag": tag, **entry(self.by_tag[tag])} for tag in sorted(self.by_tag)],
        }
