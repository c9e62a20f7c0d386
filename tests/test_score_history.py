"""``core.score_history``: a finished game's record replayed, its track sampled at each
round's end, and the final totals last; on the toy counting game, where every sample can
be worked out by hand."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fixtures import count_game
from fixtures.count_game import ToyState

from grasse_tui.core.errors import RecordError
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.score_history import FINAL, RoundPoints, ScoreHistory, ScoreTrack, score_history
from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.rules.game import GRASSE

SEATS = (SeatConfig("Ana", "teal"), SeatConfig("Bea", "amber"))
GAME = count_game.MODULE.game


def count_by_twos(actions: int = 5) -> tuple[GameRecord, int]:
    """A game where each seat adds 2 in turn: counts 2, 4, 6, 8, 10; the fifth action ends it
    (count_game.TARGET is 10). Returns the record and the seat that went first."""
    session = GameSession.start(GAME, SEATS, seed=1)
    first = session.pending().acting[0]
    for _ in range(actions):
        session.submit(session.pending().acting[0], 2)
    return session.record, first


def track(round_of: Callable[[int], int | None]) -> ScoreTrack:
    """A track whose round is ``round_of(count)`` (None: not started) and whose points are
    what each seat added."""

    def read(state: ToyState) -> RoundPoints | None:
        number = round_of(state.count)
        return None if number is None else RoundPoints(str(number), tuple(state.added))

    return ScoreTrack(read, unit="round", score="points")


def by_seat(first: int, first_points: int, other_points: int) -> tuple[int, int]:
    """Points in seat order, given the first seat's and the other's."""
    return (first_points, other_points) if first == 0 else (other_points, first_points)


def test_a_round_is_sampled_when_the_next_begins_and_the_last_one_as_the_game_ends() -> None:
    record, first = count_by_twos()
    history = score_history(GAME, record, track(lambda count: count // 4 + 1))
    # Round 1 ends at count 4 (2 each), round 2 at 8 (4 each), round 3 is under way at 10
    # when the game ends (the first seat added 6 and finished: +3).
    assert history.rounds == ("1", "2", "3", FINAL)
    assert history.points == (
        by_seat(first, 2, 2),
        by_seat(first, 4, 4),
        by_seat(first, 6, 4),
        by_seat(first, 9, 4),
    )


def test_a_round_closed_by_the_last_action_is_not_sampled_again() -> None:
    record, first = count_by_twos()
    history = score_history(GAME, record, track(lambda count: count // 5 + 1))
    # Round 1 ends at count 6 (4 and 2); the last action (count 10) ends round 2 and names a
    # round 3 that never starts.
    assert history.rounds == ("1", "2", FINAL)
    assert history.points == (by_seat(first, 4, 2), by_seat(first, 6, 4), by_seat(first, 9, 4))


def test_nothing_is_sampled_before_the_first_round() -> None:
    record, first = count_by_twos()
    history = score_history(GAME, record, track(lambda count: None if count < 4 else count // 4))
    assert history.rounds == ("1", "2", FINAL)
    assert history.points == (by_seat(first, 4, 4), by_seat(first, 6, 4), by_seat(first, 9, 4))


def test_the_history_reads_by_seat_and_by_sample() -> None:
    history = ScoreHistory("round", "points", ("1", "2", FINAL), ((1, 0), (3, 2), (5, 7)))
    assert history.seats == 2
    assert history.final == (5, 7)
    assert history.series(1) == (0, 2, 7)


def test_a_game_not_over_has_no_history() -> None:
    record, _ = count_by_twos(actions=4)
    with pytest.raises(ValueError, match="not over"):
        score_history(GAME, record, track(lambda count: 1))


def test_a_record_of_another_game_is_refused() -> None:
    record, _ = count_by_twos()
    with pytest.raises(RecordError, match="not 'grasse'"):
        score_history(GRASSE, record, track(lambda count: 1))
