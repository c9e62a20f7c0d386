"""GameSession's undo barrier: the same on a resumed game as in play."""

from __future__ import annotations

from fixtures.toy_game import TOY, Draw, EndTurn, Play, make_config

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession

SEATS = (SeatConfig("Ann", "teal"), SeatConfig("Bob", "red"))


def resumed(session: GameSession) -> GameSession:
    """The game as Continue takes it up: a new session replaying the saved record."""
    return GameSession(TOY, session.record)


def test_a_resumed_seat_may_take_back_its_own_last_steps() -> None:
    session = GameSession.start(TOY, make_config(SEATS, {"rounds": 2}), 11)
    low, high = sorted(session.view(0).hand)[:2]
    session.submit(0, Play(low))
    session.submit(0, Play(high))
    again = resumed(session)
    assert again.can_undo(0)
    assert again.undo(0) == Play(high)
    assert again.undo(0) == Play(low)
    assert not again.can_undo(0)
    assert again.undo_refusal(0) == "Nothing to undo: you have not played yet."


def test_a_resumed_game_keeps_the_barriers_of_a_reveal_and_of_another_seats_move() -> None:
    session = GameSession.start(TOY, make_config(SEATS, {"rounds": 2}), 11)
    session.submit(0, Play(sorted(session.view(0).hand)[0]))
    session.submit(0, Draw())
    again = resumed(session)
    assert not again.can_undo(0)
    assert again.undo_refusal(0).endswith("drawn or revealed since your last step.")

    session.submit(0, EndTurn())
    session.submit(1, Play(sorted(session.view(1).hand)[0]))
    again = resumed(session)
    assert again.can_undo(1) and not again.can_undo(0)
    again.undo(1)
    assert not again.can_undo(1)  # Ann's EndTurn before it stands
