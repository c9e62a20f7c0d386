"""The decision panel's model: grouping, board order, and the board spots of each choice."""

from __future__ import annotations

import random
import re

from grasse_tui.core.session import SeatPort
from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.rules.content import CardRow, ContractCard, LocationId, Perfume
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.tui.choices import PLAN_GROUP, build_choices, locations_of, spaces_of

from .harness import play_until, session_for


def _walk(players: int, seed: int, steps: int):  # type: ignore[no-untyped-def]
    """Yield (port, view, choices) at each decision of a random game."""
    session = session_for(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if session.is_over():
            return
        port = SeatPort(session, session.pending().acting[0])
        view = port.view()
        legal = list(port.legal_actions())
        yield port, view, build_choices(view, legal, port.describe)
        session.submit(port.seat, rng.choice(legal))  # type: ignore[arg-type]


def test_every_legal_action_is_offered_once_with_its_description() -> None:
    deliveries = 0
    for port, view, choices in _walk(3, 1, 300):
        legal = list(port.legal_actions())
        assert {c.action for c in choices} <= set(legal)
        if view.step.kind == "deliver":  # each space's piece alone, and all the pieces from it on
            assert {c.action for c in choices} == set(legal)
            deliveries += len(view.step.pending) > 1
            continue
        # A perfume whose pieces can go back only one way says so after its description.
        for choice in choices:
            described = port.describe(choice.action)
            assert choice.label.startswith(described) and bool(choice.then) == (choice.label != described)
        # Every legal action is offered, but of two open cards alike only one (taking either does the same).
        assert sorted(port.describe(c.action) for c in choices) == sorted({port.describe(a) for a in legal})
    assert deliveries > 5


def test_groups_are_contiguous_and_the_escape_hatch_comes_last() -> None:
    for _port, _view, choices in _walk(4, 2, 300):
        groups = [c.group for c in choices]
        seen: list[str] = []
        for group in groups:
            if not seen or seen[-1] != group:
                assert group not in seen, groups
                seen.append(group)
        if "Or" in seen:
            assert seen[-1] == "Or"


def test_locations_follow_board_order_and_spaces_track_order() -> None:
    for _port, view, choices in _walk(4, 3, 300):
        board = [loc.id for loc in view.locations]
        places = [board.index(c.action.location) for c in choices if isinstance(c.action, act.PlaceWorker)]
        assert places == sorted(places)
        for group in {c.group for c in choices}:
            spaces = [c.action.space for c in choices if isinstance(c.action, act.Deliver) and c.group == group]
            assert spaces == sorted(spaces)


def test_board_spots_match_the_description() -> None:
    checked = 0
    for _port, view, choices in _walk(4, 5, 600):
        for choice in choices:
            action = choice.action
            if isinstance(action, act.PlaceWorker | act.MoveNoble):
                assert locations_of(choice) == {action.location}
            elif isinstance(action, act.MovePawn | act.MovePawnBack):
                (space,) = spaces_of(choice)
                assert re.search(rf"space {space + 1}( \(skipping [\d, ]+\))?,", choice.label), choice.label
                checked += 1
            elif isinstance(action, act.Collect):
                assert spaces_of(choice) == {view.step.space}
    assert checked > 50


def test_useless_placements_are_marked_idle_with_the_cores_wording() -> None:
    idle = [c for _port, _view, choices in _walk(2, 6, 80) for c in choices if c.idle]
    assert idle, "the rules core no longer ends useless placements with NO_USE_NOTE"
    assert all(isinstance(c.action, act.PlaceWorker | act.MoveNoble) for c in idle)


def test_the_noble_sent_where_it_does_nothing_is_marked_idle_too() -> None:
    nobles = [
        c for _port, _view, choices in _walk(3, 3, 1500) for c in choices if isinstance(c.action, act.MoveNoble)
    ]
    assert any(c.idle for c in nobles) and any(not c.idle for c in nobles)
    assert all(c.idle == c.label.endswith("(nothing you can do there now)") for c in nobles)


def test_taking_a_card_says_what_holding_it_does() -> None:
    seen = set()
    for _port, view, choices in _walk(2, 4, 400):
        for choice in choices:
            if not isinstance(choice.action, act.TakeCard):
                continue
            if choice.action.row.value == "technique":
                card = view.technique_row[choice.action.index]
                assert f"your {card.perfume.label} perfumes need no {card.base.value}" in choice.detail
            else:
                card = view.contract_row[choice.action.index]
                assert f"every {card.perfume.label} perfume you make scores 1 point more" in choice.detail
            seen.add(choice.action.row.value)
    assert seen == {"technique", "contract"}


def test_two_open_cards_alike_are_offered_once() -> None:
    session = session_for(players=2, seed=3)
    play_until(session, lambda s: s.view(None).step.kind == "place")
    state, seat = session.state, session.pending().acting[0]
    state.rows[CardRow.CONTRACT][:2] = [ContractCard(Perfume.SPICE, 1), ContractCard(Perfume.SPICE, 2)]
    state.touch_board()  # the view rebuilds the card rows
    state.seats[seat].coins = 5
    GRASSE.apply(state, seat, act.PlaceWorker(LocationId.MASTER_PERFUMER))
    legal = GRASSE.legal_actions(state, seat)
    assert act.TakeCard(CardRow.CONTRACT, 0) in legal and act.TakeCard(CardRow.CONTRACT, 1) in legal
    choices = build_choices(GRASSE.view(state, seat), legal, lambda a: GRASSE.describe_action(state, seat, a))
    assert [c.label for c in choices].count("Take Contract Spice (+1 point)") == 1
    assert len(choices) == len({GRASSE.describe_action(state, seat, a) for a in legal}) < len(legal)


def test_cards_the_seat_may_not_hold_are_named_as_not_offered_with_the_reason() -> None:
    session = session_for(players=2, seed=3)
    play_until(session, lambda s: s.view(None).step.kind == "place")
    state, seat = session.state, session.pending().acting[0]
    state.rows[CardRow.CONTRACT][:2] = [ContractCard(Perfume.SPICE, 1), ContractCard(Perfume.FLORAL, 1)]
    state.seats[seat].contracts.append(ContractCard(Perfume.SPICE, 2))
    state.touch_board()
    state.touch_seat(seat)
    state.seats[seat].coins = 5
    GRASSE.apply(state, seat, act.PlaceWorker(LocationId.MASTER_PERFUMER))
    legal = GRASSE.legal_actions(state, seat)
    assert act.TakeCard(CardRow.CONTRACT, 0) not in legal and act.TakeCard(CardRow.CONTRACT, 1) in legal
    choices = build_choices(GRASSE.view(state, seat), legal, lambda a: GRASSE.describe_action(state, seat, a))
    note = "Not offered: Contract Spice (+1 point). You already hold a card of that kind for that perfume"
    cards = [c for c in choices if isinstance(c.action, act.TakeCard)]
    skip = [c for c in choices if isinstance(c.action, act.SkipEffect)]
    assert cards and skip and all(note in c.detail for c in [*cards, *skip])
    # Another seat's screen names nothing: it is not deciding.
    other = build_choices(GRASSE.view(state, 1 - seat), legal, lambda a: GRASSE.describe_action(state, seat, a))
    assert all("Not offered" not in c.detail for c in other)


def test_collecting_lists_two_pieces_before_one_and_taking_nothing_last() -> None:
    seen = 0
    for _port, _view, choices in _walk(2, 8, 600):
        taken = [len(c.action.resources) for c in choices if isinstance(c.action, act.Collect)]
        if len(set(taken)) > 1:
            assert taken == sorted([n for n in taken if n], reverse=True) + [0] * taken.count(0)
            seen += 1
    assert seen > 5


def test_a_delivery_names_whose_tile_it_goes_on_and_the_full_spaces_not_offered() -> None:
    deliveries = with_full = 0
    for port, view, choices in _walk(4, 2, 600):
        for choice in choices:
            if not isinstance(choice.action, act.Deliver):
                continue
            deliveries += 1
            owner = view.track[choice.action.space].owner
            tile = "grey tile" if owner is None else "your tile" if owner == port.seat else f"{view.seats[owner].name} ("
            if choice.group == PLAN_GROUP:  # all the pieces at once: the list says whose tile in a word
                mark = "grey" if owner is None else "yours" if owner == port.seat else view.seats[owner].letter
                assert choice.label.startswith(f"Space {choice.action.space + 1} ({mark}): "), choice.label
                assert f"on space {choice.action.space + 1} ({tile}" in choice.detail, choice.detail
            else:
                assert f"space {choice.action.space + 1}, {tile}".lower() in choice.label.lower(), choice.label
            full = [str(s.index + 1) for s in view.track if s.count >= 4]
            assert ("Not offered" in choice.detail) is bool(full), choice.detail
            if full:
                with_full += 1
                assert all(n in choice.detail.split("Not offered")[1] for n in full), choice.detail
    assert deliveries and with_full
