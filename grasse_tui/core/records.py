"""Player records: what a finished game adds to each human player's profile, and the records
the save store reads back (:meth:`grasse_tui.core.store.SaveStore.player_records`).

A seat's name is its player's profile: the name with surrounding spaces trimmed, compared
ignoring case (:func:`profile_key`), so "Ann", " ann" and "ANN" are one player, shown under
the spelling used last. Bots have no profile; a solo game's automaton (Grasse's Pierre, La
Fleur's automaton) is no seat, so a solo game is a 1-player game of its one human.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from grasse_tui.core.game import FinalScores, SeatConfig


def profile_key(name: str) -> str:
    """The profile a seat name belongs to: ``name`` trimmed and case-folded (``" Ann "`` →
    ``"ann"``); empty for a blank name, which has no profile."""
    return name.strip().casefold()


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One human seat's result in a finished game: its seat index, its name as typed (trimmed),
    its final total and whether the game named it among the winners (a shared win counts for
    each seat that shares it)."""

    seat: int
    name: str
    score: int
    won: bool

    @property
    def profile(self) -> str:
        return profile_key(self.name)

    def ahead_of(self, other: SeatResult) -> bool:
        """True when this seat finished ahead of ``other`` in their game: a higher total, or the
        same total with only this one of the two among the game's winners (its tie-break)."""
        if self.score != other.score:
            return self.score > other.score
        return self.won and not other.won


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game as the player records keep it: the game, its number of seats (bots
    included; 1 for a solo game against an automaton) and a result per human profile."""

    game_id: str
    players: int
    seats: tuple[SeatResult, ...]


def game_result(game_id: str, seats: Sequence[SeatConfig], scores: FinalScores) -> GameResult:
    """The result of a finished game of ``game_id`` played by ``seats``, from its final scores.

    Bots, blank names and score lines that are no seat (an automaton's) are left out; two seats
    of one profile (names differing only in case, which the setup refuses) count once, as the
    first of them.
    """
    totals = {line.seat: line.total for line in scores.lines if line.name is None}
    results: list[SeatResult] = []
    profiles: set[str] = set()
    for index, seat in enumerate(seats):
        name = seat.name.strip()
        profile = profile_key(name)
        if seat.bot is not None or not profile or profile in profiles or index not in totals:
            continue
        profiles.add(profile)
        results.append(SeatResult(index, name, totals[index], index in scores.winners))
    return GameResult(game_id, len(seats), tuple(results))


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """One player's record at one game and number of players: games ``played`` and ``won``
    (shared wins included), the ``best`` and ``average`` totals, and ``last_played`` (ISO 8601
    UTC time the last of those games was recorded). ``name`` is the profile's most recent
    spelling (across all its games)."""

    profile: str
    name: str
    game_id: str
    players: int
    played: int
    won: int
    best: int
    average: float
    last_played: str

    @property
    def win_rate(self) -> float:
        """Games won per game played, 0 to 1."""
        return self.won / self.played


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """How one player fared against ``opponent`` (a profile; ``opponent_name`` its most recent
    spelling) in the games of ``game_id`` they both played: ``together`` games, ``ahead`` of
    them finished ahead of the opponent, ``behind`` finished behind (see
    :meth:`SeatResult.ahead_of`); the rest were level."""

    opponent: str
    opponent_name: str
    game_id: str
    together: int
    ahead: int
    behind: int

    @property
    def level(self) -> int:
        """Games where neither finished ahead (same total, both or neither among the winners)."""
        return self.together - self.ahead - self.behind
