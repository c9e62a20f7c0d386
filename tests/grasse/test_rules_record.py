"""Records, errors, labels and views: replay rebuilds the game, errors name the
position, every legal action has a label, and views stay private and state-free."""

from __future__ import annotations

import dataclasses
import json
import random
from enum import Enum

import pytest

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import LogEntry
from grasse_tui.core.record import GameRecord, replay
from grasse_tui.games.grasse.bots.random_policy import random_policy
from grasse_tui.games.grasse.module import MODULE
from grasse_tui.games.grasse.rules.actions import MovePawn, PlaceWorker, Sell
from grasse_tui.games.grasse.rules.config import GrasseConfig, default_config
from grasse_tui.games.grasse.rules.content import Base, LocationId, Perfume
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState, StepKind
from grasse_tui.games.grasse.rules.track import put
from grasse_tui.games.grasse.rules.view import GrasseView, PrivateView

from .conftest import act, started, turn_of


def _random_record(
    players: int, seed: int, expansions: frozenset[str] = frozenset(), variants: frozenset[int] = frozenset()
) -> tuple[GameRecord, GrasseState]:
    config = GrasseConfig(default_config(players).seats, expansions, variants)
    state = GRASSE.new(config, seed)
    record = GameRecord(GRASSE.game_id, seed, GRASSE.encode_config(config))
    rng = random.Random(seed)
    while not GRASSE.is_over(state):
        (seat,) = GRASSE.pending(state).acting
        options = GRASSE.legal_actions(state, seat)
        for option in options:
            assert GRASSE.decode_action(json.loads(json.dumps(GRASSE.encode_action(option)))) == option
            assert GRASSE.describe_action(state, seat, option).strip()
        action = random_policy(None, options, rng)
        GRASSE.apply(state, seat, action)
        record = record.with_action(seat, GRASSE.encode_action(action))
    return record, state


_ALL = frozenset({"events", "clients", "formula"})


@pytest.mark.parametrize(
    ("players", "expansions", "variants"),
    [
        (2, frozenset(), frozenset()),
        (3, frozenset(), frozenset()),
        (4, frozenset(), frozenset()),
        (5, frozenset(), frozenset()),
        (3, _ALL, frozenset({1, 2, 3})),
        (5, _ALL, frozenset({3})),
    ],
)
def test_replay_rebuilds_identical_views(players: int, expansions: frozenset[str], variants: frozenset[int]) -> None:
    record, state = _random_record(players, 40 + players, expansions, variants)
    rebuilt = replay(GRASSE, GameRecord.from_json(record.to_json()))
    for viewer in (None, *range(players)):
        assert GRASSE.view(rebuilt, viewer) == GRASSE.view(state, viewer)
    assert GRASSE.final_scores(rebuilt) == GRASSE.final_scores(state)
    half = replay(GRASSE, record, upto=len(record.actions) // 2)
    assert not GRASSE.is_over(half)


def test_illegal_action_names_position_and_action() -> None:
    state = started(4)
    seat = state.step.seat
    other = (seat + 1) % 4
    with pytest.raises(IllegalActionError) as wrong_seat:
        GRASSE.apply(state, other, PlaceWorker(LocationId.BANK))
    message = str(wrong_seat.value)
    assert "round I" in message and "turn 1 of 16" in message and "'place'" in message
    assert "place_worker" in message and "bank" in message
    with pytest.raises(IllegalActionError, match="move_pawn"):
        GRASSE.apply(state, seat, MovePawn(1))
    with pytest.raises(IllegalActionError):
        GRASSE.apply(state, 9, PlaceWorker(LocationId.BANK))
    # Nothing changed.
    assert state.step.seat == seat and state.seats[seat].workers_left == 4


def test_describe_place_worker_names_cost_and_gain() -> None:
    state = started(4)
    seat = state.step.seat
    state.workers[LocationId.BANK].append((seat + 1) % 4)
    assert GRASSE.describe_action(state, seat, PlaceWorker(LocationId.BANK)) == "Bank — cost 1 coin, gain 2 coins"
    assert GRASSE.describe_action(state, seat, PlaceWorker(LocationId.PERFUMERY)) == (
        "Perfumery — free, sell a flask (nothing you can do there now)"
    )


def test_an_option_paid_by_a_short_bank_says_what_it_will_really_pay() -> None:
    """Ruling G8: the bank pays what it has, and the option says so before the player picks it."""
    state = started(4)
    seat = state.step.seat
    state.bank = 1
    assert GRASSE.describe_action(state, seat, PlaceWorker(LocationId.BANK)) == (
        "Bank — free, gain 1 coin (all the bank has left)"
    )
    assert GRASSE.describe_action(state, seat, Sell(Perfume.EXOTIC)).startswith(
        "Sell Exotic — +1 coin (all the bank has left)"
    )
    state.bank = 0
    assert "gain 0 coins (all the bank has left)" in GRASSE.describe_action(state, seat, PlaceWorker(LocationId.BANK))


def _walk(value: object) -> None:
    """Fail on any mutable container or non-view object inside a view."""
    if dataclasses.is_dataclass(value):
        first = dataclasses.fields(value)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, first, None)
        for f in dataclasses.fields(value):
            _walk(getattr(value, f.name))
    elif isinstance(value, tuple):
        for item in value:
            _walk(item)
    else:
        assert value is None or isinstance(value, str | int | Enum), repr(value)


def test_view_is_private_and_state_free() -> None:
    state = started(3, seed=7)
    state.seats[1].coins = 17
    state.log.append(LogEntry("public line", {1: "secret for blue"}, 1))
    view = GRASSE.view(state, 0)
    _walk(view)
    assert isinstance(view.me, PrivateView) and view.me.seat == 0
    assert view.me.coins == state.seats[0].coins
    assert "PrivateView(seat=1" not in repr(view) and "PrivateView(seat=2" not in repr(view)
    assert "secret for blue" not in " ".join(view.log)
    assert "secret for blue" in GRASSE.view(state, 1).log[-1]
    spectator = GRASSE.view(state, None)
    assert spectator.me is None and "PrivateView" not in repr(spectator)
    assert not {"coins", "stock", "resources", "flasks"} & {f.name for f in dataclasses.fields(view.seats[1])}
    before = view.track
    put(state, 0, Base.WATER)
    assert GRASSE.view(state, 0).track != before and view.track == before


def test_a_views_log_keeps_the_lines_it_had_while_the_game_goes_on() -> None:
    state = started(2, seed=3)
    earlier = GRASSE.view(state, 0).log
    lines = tuple(earlier)
    state.log.append(LogEntry("public line", {0: "for red only"}, 0))
    later = GRASSE.view(state, 0).log
    assert earlier == lines and len(earlier) == len(lines) and list(earlier) == list(lines)
    assert later[-1] == "public line for red only" and later[: len(lines)] == lines
    assert len(later) == len(lines) + 1 and later != earlier and later[-2] == earlier[-1]
    with pytest.raises(IndexError):
        earlier[len(lines)]
    assert GRASSE.view(state, 1).log[-1] == "public line"


def test_only_the_deciding_seat_sees_the_details_of_an_effect_or_collection_step() -> None:
    # Such a step comes only when the seat can do something there: its details would tell.
    state = started(3, seed=7)
    seat = state.turn_order[0]
    turn_of(state, seat, open_location=LocationId.MASTER_PERFUMER)
    act(state, PlaceWorker(LocationId.MASTER_PERFUMER))
    assert state.step.kind is StepKind.EFFECT
    own = GRASSE.view(state, seat).step
    assert own.location is LocationId.MASTER_PERFUMER and own.text
    for viewer in (None, *(s for s in range(3) if s != seat)):
        other = GRASSE.view(state, viewer).step
        assert (other.seat, other.kind) == (seat, "effect")
        assert (other.location, other.space, other.pending, other.text) == (None, None, (), "")


@pytest.mark.parametrize(
    ("players", "seed", "bot"), [(2, 1, "random"), (3, 2, "random"), (4, 3, "random"), (4, 4, "greedy")]
)
def test_cached_views_equal_views_built_from_scratch(players: int, seed: int, bot: str) -> None:
    state = GRASSE.new(default_config(players), seed)
    bots = [MODULE.bots[bot](seat, seed) for seat in range(players)]
    while True:
        for viewer in (None, *range(players)):
            # replace() copies the state without its view cache, so that view is built afresh.
            assert GRASSE.view(state, viewer) == GRASSE.view(dataclasses.replace(state), viewer)
        if GRASSE.is_over(state):
            break
        seat = state.step.seat
        GRASSE.apply(state, seat, bots[seat].choose(GRASSE.view(state, seat), GRASSE.legal_actions(state, seat)))


def test_view_describes_the_pending_step() -> None:
    state = started(4, seed=3)
    seat = state.turn_order[0]
    turn_of(state, seat)
    view: GrasseView = GRASSE.view(state, None)
    assert view.step.seat == seat and view.step.kind == "place"
    assert "place a worker" in view.step.text
    act(state, PlaceWorker(LocationId.BANK))
    assert GRASSE.view(state, seat).step.kind == "move"
    location = next(loc for loc in GRASSE.view(state, None).locations if loc.id is LocationId.BANK)
    assert location.workers == (seat,) and location.cost == 1
