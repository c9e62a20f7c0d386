"""Score over rounds: each seat's public points at the end of every round of a finished
game, then its final total, for the plot on a game's final screen.

Pure Python. A game tells where it stands with a :class:`ScoreTrack` (its
``GameModule.score_track``): the round under way and the points every seat can see so
far. :func:`score_history` replays a finished game's record through the rules and samples
the track each time a round ends; its last sample is the final totals of
``Game.final_scores``. Nothing here reads a seat's private stock: a track reads only what
the public view (``game.view(state, None)``) shows, or a count every seat sees.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from grasse_tui.core.game import Game
from grasse_tui.core.record import GameRecord, initial_state, replay_steps

FINAL: Final = "end"
"""The name of the last sample of a :class:`ScoreHistory`: the final totals."""


@dataclass(frozen=True, slots=True)
class RoundPoints:
    """Where a game stands as everyone sees it.

    ``round`` names the round under way in a few characters (``"II"``, ``"1.3"``): a new
    text means a new round. ``points`` holds every scoring seat's points so far, in seat
    order (the index of its ``FinalScores`` line; a solo automaton included).
    """

    round: str
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ScoreTrack:
    """How a game's score grows in public.

    ``read(state)`` is the :class:`RoundPoints` of a state, or None before the first
    round (a set-up with no points yet); it reads only what every seat may see. ``unit``
    names a round for the plot's title and axis (``"round"``, ``"turn"``, ``"round (stage.round)"``);
    ``score`` names what the points are (``"points"``, ``"points on the public track"``
    when some points stay hidden until the end).
    """

    read: Callable[[Any], RoundPoints | None]
    unit: str
    score: str


@dataclass(frozen=True, slots=True)
class ScoreHistory:
    """The samples of a finished game, oldest first.

    ``rounds[i]`` names sample ``i``: the round that had just ended, the last one
    :data:`FINAL`; ``points[i]`` is each seat's points then, in seat order (the final
    totals in the last). ``unit`` and ``score`` are the track's.
    """

    unit: str
    score: str
    rounds: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]

    @property
    def seats(self) -> int:
        """How many seats have points."""
        return len(self.points[-1])

    @property
    def final(self) -> tuple[int, ...]:
        """The final totals, in seat order."""
        return self.points[-1]

    def series(self, seat: int) -> tuple[int, ...]:
        """``seat``'s points at each sample."""
        return tuple(sample[seat] for sample in self.points)


HistorySource = Callable[[], ScoreHistory]
"""A history still to work out (replaying a game takes a moment): the final screen calls it
off the UI thread."""


def score_history(game: Game[Any, Any, Any, Any], record: GameRecord, track: ScoreTrack) -> ScoreHistory:
    """Replay ``record``, a finished game, and sample ``track`` at each round's end.

    A round ends with the action after which ``track`` names another round (its points
    then are the sample, so scoring done as a round closes counts in it); a round still
    under way when the game ended is sampled as the game ended. The last sample is
    :data:`FINAL`, the totals of ``game.final_scores``.

    Raises :class:`~grasse_tui.core.errors.RecordError` when the record does not replay,
    and ValueError when its game is not over.
    """
    state = initial_state(game, record)
    rounds: list[str] = []
    points: list[tuple[int, ...]] = []
    standing = track.read(state)
    closed = False
    for _ in replay_steps(game, state, record.actions):
        now = track.read(state)
        closed = False
        if standing is not None and now is not None and now.round != standing.round:
            rounds.append(standing.round)
            points.append(now.points)
            closed = True
        standing = now
    if not game.is_over(state):
        raise ValueError(f"the {record.game_id} game in this record is not over")
    if standing is not None and not closed:
        rounds.append(standing.round)
        points.append(standing.points)
    totals = {line.seat: line.total for line in game.final_scores(state).lines}
    rounds.append(FINAL)
    points.append(tuple(totals[seat] for seat in sorted(totals)))
    return ScoreHistory(track.unit, track.score, tuple(rounds), tuple(points))
