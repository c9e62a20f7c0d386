"""The Perfumer's rules: set-up, every action, the limits, the end of a turn, the end
trigger, scoring, the variants and the perfumer stage."""

from __future__ import annotations

from functools import partial
from random import Random

import pytest

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.cards import HELPER, ORDER, Bonus, Power
from grasse_tui.games.perfumer.rules.config import Mode, Nose
from grasse_tui.games.perfumer.rules.content import PROFILE, Bottle, Note, Plate, Scent
from grasse_tui.games.perfumer.rules.game import PERFUMER
from grasse_tui.games.perfumer.rules.scoring import recipes
from grasse_tui.games.perfumer.rules.smell import plate_line, read_line
from grasse_tui.games.perfumer.rules.state import Phase

from .helpers import config, end_turn, started


@pytest.mark.parametrize(("players", "deck"), [(2, 15), (3, 15), (4, 18), (5, 20)])
def test_set_up_by_player_count(players: int, deck: int) -> None:
    state = PERFUMER.new(config(players), 3)
    assert all(state.supply[s] == players + 1 and state.rewards[s] == 1 for s in Scent)
    assert all(state.box[s] == 7 - players - 2 for s in Scent)
    assert len(state.order_deck) + 7 == deck and all(state.origin_orders[s] for s in Scent)
    assert sorted(state.plates.values(), key=list(Scent).index) == list(Scent)
    assert [seat.stacked for seat in state.seats] == list(range(players, 0, -1))  # the first seat on top
    assert len(state.helper_row) == players and PERFUMER.pending(state).seats == (players - 1,)  # last picks first
    assert state.config.action_points == (7 if players == 2 else 5)


def test_a_move_goes_to_a_neighbour_or_the_centre_for_one_action_point() -> None:
    state = started(3)
    state.seats[0].helper = None
    legal = PERFUMER.legal_actions(state, 0)
    assert {a.to for a in legal if isinstance(a, act.Move)} == set(Scent)  # from the centre, anywhere
    PERFUMER.apply(state, 0, act.Move(Scent.ROSE))
    assert {a.to for a in PERFUMER.legal_actions(state, 0) if isinstance(a, act.Move)} == {
        Scent.LAVENDER, Scent.LIME, None,
    }  # fmt: skip
    assert state.action_points == 4


def test_gathering_past_five_puts_back_tokens_of_your_choice() -> None:
    state = started(3)
    me = state.seats[0]
    me.helper, me.pawn = None, Scent.LIME
    me.ingredients = {Scent.ROSE: 3, Scent.FIR: 2}
    gathers = [a for a in PERFUMER.legal_actions(state, 0) if isinstance(a, act.Gather)]
    assert {g.returning for g in gathers} == {(Scent.ROSE,), (Scent.FIR,)}  # not the lime just taken
    PERFUMER.apply(state, 0, act.Gather((Scent.ROSE,)))
    assert me.ingredients == {Scent.ROSE: 2, Scent.FIR: 2, Scent.LIME: 1} and state.supply[Scent.ROSE] == 5


def test_nothing_is_gathered_from_an_empty_board() -> None:
    state = started(3)
    state.seats[0].pawn = Scent.LIME
    state.supply[Scent.LIME] = 0
    assert not any(isinstance(a, act.Gather) for a in PERFUMER.legal_actions(state, 0))


def _order_here(state, seat: int, card: str) -> None:  # type: ignore[no-untyped-def]
    me = state.seats[seat]
    me.helper, me.pawn = None, Scent.LAVENDER
    state.origin_orders[Scent.LAVENDER] = card
    order = ORDER[card]
    me.ingredients = {s: order.cost.count(s) for s in set(order.cost)}


def test_fulfilling_an_order_pays_its_tokens_back_scores_and_lays_a_new_one() -> None:
    state = started(3)
    card = next(o.card_id for o in ORDER.values() if o.grade == "C" and o.bonus.value == "-")
    _order_here(state, 0, card)
    supply = dict(state.supply)
    deck = len(state.order_deck)
    PERFUMER.apply(state, 0, act.Fulfil())
    assert state.seats[0].score == ORDER[card].points and card in state.seats[0].orders
    assert all(state.supply[s] == supply[s] + ORDER[card].cost.count(s) for s in Scent)
    assert len(state.order_deck) == deck - 1 and state.origin_orders[Scent.LAVENDER] not in (None, card)


def test_the_last_order_laid_ends_the_stage_when_the_first_seats_turn_comes_round() -> None:
    state = started(3)
    state.order_deck = state.order_deck[:1]
    state.current = 1
    card = next(o.card_id for o in ORDER.values() if o.grade == "C" and o.bonus.value == "-")
    _order_here(state, 1, card)
    PERFUMER.apply(state, 1, act.Fulfil())
    assert state.last_round and not state.order_deck
    end_turn(state)  # seat 1's turn ends; seat 2 still plays
    assert state.current == 2 and state.phase is Phase.ACTIONS
    end_turn(state)
    assert state.phase is Phase.OVER  # seat 0 does not play again


def test_open_shop_needs_more_bottle_kinds_than_the_last_opener_and_pays_two_a_turn() -> None:
    state = started(3)
    kinds = {b: next(o.card_id for o in ORDER.values() if o.bottle is b) for b in Bottle}
    state.seats[0].orders = [kinds[Bottle.ROUND], kinds[Bottle.TALL]]
    state.shop_stack = [kinds[Bottle.HEART]]
    shops = [a for a in PERFUMER.legal_actions(state, 0) if isinstance(a, act.OpenShop)]
    assert shops == [act.OpenShop((Bottle.ROUND, Bottle.TALL))]
    PERFUMER.apply(state, 0, shops[0])
    assert state.shop == 0 and not state.seats[0].orders and state.seats[0].score == 0
    end_turn(state)
    assert state.seats[0].score == 2 and state.seats[0].parts["shop"] == 2


def test_research_takes_any_item_at_the_end_of_the_turn_even_from_another_seat() -> None:
    state = started(3)
    state.seats[0].helper = None
    state.cards[Scent.FIR] = 2  # Cleo holds the fir card
    PERFUMER.apply(state, 0, act.Research())
    PERFUMER.apply(state, 0, act.EndActions())
    PERFUMER.apply(state, 0, act.Skip())  # no plate
    assert state.phase is Phase.RESEARCH
    assert act.TakeCard(Scent.FIR) in PERFUMER.legal_actions(state, 0)
    info = PERFUMER.apply(state, 0, act.TakeCard(Scent.FIR))
    assert state.cards[Scent.FIR] == 0 and state.research is None and state.current == 1
    assert info.reveal is not None and info.reveal.seat == 0


def test_the_end_of_a_turn_smells_what_the_seat_holds_and_never_names_a_plate() -> None:
    state = started(2, nose=Nose.NORMAL)
    state.seats[0].pawn = Scent.ROSE
    PERFUMER.apply(state, 0, act.EndActions())
    PERFUMER.apply(state, 0, act.TakeCard(Scent.ROSE))
    info = PERFUMER.apply(state, 0, act.TakePlate(Plate.RED))
    assert info.reveal is not None
    read = [read_line(line) for line in info.reveal.lines]
    assert (Scent.ROSE, PROFILE[Scent.ROSE]) in read
    plate_notes = next(notes for item, notes in (r for r in read if r) if item is Plate.RED)
    assert len(plate_notes) == 2 and set(plate_notes) <= set(PROFILE[state.plates[Plate.RED]])
    plate_line = next(line for line in info.reveal.lines if line.startswith("Plate"))
    assert all(s.label not in plate_line and s.chinese not in plate_line for s in Scent)
    assert not any(plate_line in line for line in PERFUMER.view(state, 0).log)
    # Next turn, the items go back
    end_turn(state)
    assert state.cards[Scent.ROSE] is None and state.plate_holder[Plate.RED] is None


@pytest.mark.parametrize(("nose", "notes"), [(Nose.KEEN, 3), (Nose.NORMAL, 2), (Nose.HARD, 1)])
def test_the_nose_difficulty_sets_how_many_notes_a_plate_gives(nose: Nose, notes: int) -> None:
    state = started(2, nose=nose)
    PERFUMER.apply(state, 0, act.EndActions())
    info = PERFUMER.apply(state, 0, act.TakePlate(Plate.BLUE))
    assert info.reveal is not None
    read = read_line(info.reveal.lines[0])
    assert read is not None and len(read[1]) == notes


def test_bottled_perfumes_score_when_right_and_only_when_bottled() -> None:
    state = started(2)
    me = state.seats[0]
    me.helper = None
    side = recipes(state, 0)
    where = {scent: plate for plate, scent in state.plates.items()}
    for plant in dict.fromkeys(side[0].plants + side[1].plants):
        PERFUMER.apply(state, 0, act.PlaceDropper(where[plant], plant))
    PERFUMER.apply(state, 0, act.BottlePerfume(0))  # right and bottled
    state.order_deck = []
    state.last_round = True
    end_turn(state)
    end_turn(state)
    assert state.phase is Phase.OVER
    assert me.parts["perfumes"] == side[0].points  # the 10-point one was right but never bottled


def test_a_wrong_dropper_scores_nothing_and_bottled_droppers_stay() -> None:
    state = started(2)
    me = state.seats[0]
    plants = recipes(state, 0)[0].plants
    where = {scent: plate for plate, scent in state.plates.items()}
    PERFUMER.apply(state, 0, act.PlaceDropper(where[plants[1]], plants[0]))  # swapped
    PERFUMER.apply(state, 0, act.PlaceDropper(where[plants[0]], plants[1]))
    PERFUMER.apply(state, 0, act.BottlePerfume(0))
    assert not any(
        isinstance(a, act.PlaceDropper) and a.plate in (where[plants[0]], where[plants[1]])
        for a in PERFUMER.legal_actions(state, 0)
    )
    state.order_deck, state.last_round = [], True
    end_turn(state)
    end_turn(state)
    assert me.parts.get("perfumes", 0) == 0
    first, second = plants[0], plants[1]
    said = f"{first.label} was in plate {where[first].letter}, not {where[second].letter}"
    assert any(said in line and "-point perfume is wrong" in line for line in state.results)


def test_variant_one_picks_from_all_fifteen_and_variant_two_auctions_from_ten() -> None:
    one = PERFUMER.new(config(3, variant=1), 2)
    assert len(PERFUMER.legal_actions(one, 2)) == 15
    two = PERFUMER.new(config(3, variant=2), 2)
    assert [seat.score for seat in two.seats] == [10, 10, 10]
    chooser = PERFUMER.pending(two).seats[0]
    assert chooser == 2  # the marker at the bottom puts a helper up
    PERFUMER.apply(two, chooser, PERFUMER.legal_actions(two, chooser)[0])
    assert PERFUMER.pending(two).seats == (0,)  # bidding starts at the top
    PERFUMER.apply(two, 0, act.Bid(3))
    PERFUMER.apply(two, 1, act.Bid(0))
    PERFUMER.apply(two, 2, act.Bid(0))
    assert two.seats[0].helper is not None and two.seats[0].score == 7


def test_the_perfumer_stage_flips_notebooks_keeps_ingredients_and_orders() -> None:
    state = started(2, mode=Mode.PERFUMER)
    state.seats[0].ingredients = {Scent.ROSE: 2}
    state.seats[0].orders = ["o30"]
    side_a = recipes(state, 0)
    state.order_deck, state.last_round = [], True
    end_turn(state)
    end_turn(state)
    assert state.stage == 2 and state.phase is Phase.HELPERS
    assert recipes(state, 0) != side_a
    assert state.seats[0].ingredients == {Scent.ROSE: 2} and state.seats[0].orders == ["o30"]
    assert all(ORDER[card].grade in "ABC" for card in state.order_deck)
    assert any(ORDER[card].grade == "A" for card in [*state.order_deck, *(c for c in state.origin_orders.values() if c)])
    assert all(PERFUMER.legal_actions(state, PERFUMER.pending(state).seats[0]))


def test_an_illegal_action_names_the_stage_and_phase() -> None:
    state = started(2)
    with pytest.raises(IllegalActionError, match=r"stage 1, actions.*seat 2"):
        PERFUMER.apply(state, 1, act.EndActions())


def test_plates_never_show_in_any_view() -> None:
    state = started(3)
    for seat in (0, 1, 2, None):
        assert "plates" not in type(PERFUMER.view(state, seat)).__dataclass_fields__


def test_a_plates_notes_come_in_the_vocabularys_order_whatever_the_plant() -> None:
    """The order of the notes shown must not tell two plants sharing them apart (rose and
    cinnamon are both sweet and spicy)."""
    notes = tuple(Note)
    for scent in Scent:
        for seed in range(12):
            read = read_line(plate_line(Plate.RED, scent, 2, Random(seed)))
            assert read is not None
            shown = read[1]
            assert list(shown) == sorted(shown, key=notes.index)


def test_a_fulfil_label_gives_the_points_the_log_will_give_with_helper_and_bonus() -> None:
    state = started(2)
    card = next(o.card_id for o in ORDER.values() if o.bonus is Bonus.POINT)
    _order_here(state, 0, card)
    state.seats[0].helper = next(h.card_id for h in HELPER.values() if h.power is Power.ORDER_POINTS)
    label = PERFUMER.describe_action(state, 0, act.Fulfil())
    expected = ORDER[card].points + 1 + HELPER[state.seats[0].helper].amount
    assert f"(+{expected} points)" in label
    PERFUMER.apply(state, 0, act.Fulfil())
    assert any(entry.public.endswith(f": +{expected}.") for entry in state.log[-3:]) and state.seats[0].score == expected


def test_reward_labels_say_which_token_or_none_and_when_there_is_no_room() -> None:
    state = started(2)
    card = next(o.card_id for o in ORDER.values() if o.bonus is Bonus.INGREDIENT)
    _order_here(state, 0, card)
    labels = [PERFUMER.describe_action(state, 0, a) for a in PERFUMER.legal_actions(state, 0) if isinstance(a, act.Fulfil)]
    assert any(label.endswith(", no reward token") for label in labels)
    assert any(", reward token from " in label for label in labels)
    state.seats[0].ingredients[Scent.FIR] = state.seats[0].ingredients.get(Scent.FIR, 0) + 10  # full after paying
    (only,) = [a for a in PERFUMER.legal_actions(state, 0) if isinstance(a, act.Fulfil)]
    assert PERFUMER.describe_action(state, 0, only).endswith(", no room for a reward token")


def test_dropper_labels_say_where_a_dropper_moves_from_and_what_makes_way() -> None:
    state = started(2)
    PERFUMER.apply(state, 0, act.PlaceDropper(Plate.RED, Scent.ROSE))
    PERFUMER.apply(state, 0, act.PlaceDropper(Plate.GREEN, Scent.FIR))
    describe = partial(PERFUMER.describe_action, state, 0)
    assert describe(act.PlaceDropper(Plate.BLUE, Scent.LIME)) == "Blue dropper on Lime"
    assert describe(act.PlaceDropper(Plate.RED, Scent.LIME)) == "Move the red dropper from Rose to Lime"
    assert describe(act.PlaceDropper(Plate.RED, None)) == "Take the red dropper off Rose"
    assert describe(act.PlaceDropper(Plate.RED, Scent.FIR)) == (
        "Move the red dropper from Rose to Fir (the green dropper comes off)"
    )


def test_research_labels_name_the_perfumer_an_item_is_taken_from() -> None:
    state = started(3)
    state.cards[Scent.FIR] = 2
    state.plate_holder[Plate.RED] = 1
    assert PERFUMER.describe_action(state, 0, act.TakeCard(Scent.FIR)) == "Take the Fir scent card from Cleo"
    assert PERFUMER.describe_action(state, 0, act.TakePlate(Plate.RED)) == "Take plate R (red) from Bob"
    state.plate_holder[Plate.RED] = None
    assert PERFUMER.describe_action(state, 0, act.TakePlate(Plate.RED)) == "Take plate R (red)"
