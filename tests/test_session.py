"""GameSession's undo barrier: the same on a resumed game as in play."""

from __future__ import annotations

import pytest
from fixtures.party_game import PARTY, GuessCount, Peek, PickNumber, Roll
from fixtures.party_game import make_config as party_config
from fixtures.toy_game import TOY, Draw, EndTurn, Play, make_config

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.core.step import Order

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


PARTY_SEATS = tuple(SeatConfig(name, colour) for name, colour in (("Ann", "red"), ("Bob", "blue"), ("Cy", "teal")))


def party_at_the_picks() -> GameSession:
    """Mystery Number with Ann as scout, after her roll and peek: Bob and Cy pick in secret."""
    session = GameSession.start(PARTY, party_config(PARTY_SEATS, {"rounds": 1}), 5)
    session.submit(0, Roll())
    info = session.submit(0, Peek())
    assert info.reveal is not None and info.information_event
    return session


def test_a_secret_step_lets_each_of_its_seats_act_and_seal_ends_the_undo_window() -> None:
    session = party_at_the_picks()
    assert session.pending().acting == (1, 2) and session.pending().order is Order.SECRET
    session.submit(2, PickNumber(3))  # any order
    assert session.pending().acting == (1,)
    assert session.can_undo(2)
    session.seal()  # the terminal passed to Bob: Cy's pick stands
    assert not session.can_undo(2)
    with pytest.raises(IllegalActionError):
        session.submit(2, PickNumber(4))  # Cy has picked: not to act now


def test_a_clocked_step_needs_its_time_and_records_it() -> None:
    session = party_at_the_picks()
    session.submit(1, PickNumber(1))
    session.submit(2, PickNumber(2))
    assert session.pending().clock is not None
    with pytest.raises(IllegalActionError, match="time taken is missing"):
        session.submit(0, GuessCount(0))
    session.submit(0, GuessCount(0), elapsed_ms=3_250)
    assert session.record.actions[-1].elapsed_ms == 3_250
    assert any("answered 0 in 3.2 s" in line for line in session.view(None).log)
    assert GameRecord.from_json(session.record.to_json()) == session.record


def test_a_brief_reveal_is_in_no_view_log_or_record() -> None:
    session = GameSession.start(PARTY, party_config(PARTY_SEATS, {"rounds": 1}), 5)
    session.submit(0, Roll())
    mystery = session.state.mystery
    info = session.submit(0, Peek())
    assert info.reveal is not None and info.reveal.lines == (f"It is {mystery}.",)
    shown = info.reveal.lines[0]
    assert all(shown not in line for viewer in (None, 0, 1, 2) for line in session.view(viewer).log)
    assert shown not in session.record.to_json()
