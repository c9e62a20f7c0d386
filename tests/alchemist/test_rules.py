"""The Grand Alchemist's rules: set-up, the dice, movement (no revisits, shortcuts, storms,
the plague), studying, encounters, the purity code and the win, the Inquisitor's search and
arrest, the dungeon, the event cards and the optional rules."""

from __future__ import annotations

import pytest

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.cards import SAVOIR
from grasse_tui.games.alchemist.rules.content import LABORATORY_CITIES, SAVOIR_CITIES, Family, Role
from grasse_tui.games.alchemist.rules.game import ALCHEMIST
from grasse_tui.games.alchemist.rules.moves import begin_sequence
from grasse_tui.games.alchemist.rules.oeuvre import markers_drawn
from grasse_tui.games.alchemist.rules.state import PRISON, Phase

from .helpers import config, event, give_event, placed


def legal(state, seat=None):  # type: ignore[no-untyped-def]
    return ALCHEMIST.legal_actions(state, state.current if seat is None else seat)


@pytest.mark.parametrize(("players", "removed"), [(3, True), (4, True), (5, False), (6, False)])
def test_set_up_deals_a_laboratory_and_three_events_each_and_sets_one_aside_at_three_or_four(
    players: int, removed: bool
) -> None:
    state = ALCHEMIST.new(config(players), 5)
    labs = [s.laboratory for s in state.seats]
    assert len(set(labs)) == players and all(len(s.events) == 3 for s in state.seats)
    assert (state.lab_removed is not None) == removed
    assert len(state.lab_pile) + players + removed == len(LABORATORY_CITIES)
    assert state.inquisitor.place in SAVOIR_CITIES
    assert all(state.role(state.alchemists[seat]) is Role.ALCHEMIST for seat in range(players))


def test_markers_start_anywhere_but_a_savoir_city() -> None:
    state = ALCHEMIST.new(config(3), 1)
    places = {a.city for a in legal(state)}
    assert "Lyon" in places and not places & set(SAVOIR_CITIES)


def test_the_first_player_is_drawn_at_random_and_starts_every_turn() -> None:
    firsts = {ALCHEMIST.new(config(4), seed).first for seed in range(12)}
    assert len(firsts) > 1
    state = ALCHEMIST.new(config(3), next(s for s in range(12) if ALCHEMIST.new(config(3), s).first == 2))
    assert ALCHEMIST.pending(state).acting == (2,) and state.controller == 2
    for seat in (2, 0, 1):
        ALCHEMIST.apply(state, seat, act.Place("Lyon"))
    assert state.current == 2 and state.phase is Phase.ASSIGN


def test_a_marker_released_onto_a_savoir_city_may_study_there_at_once() -> None:
    state = placed()
    marker = state.owned(0)[0]
    state.markers[marker].place = PRISON
    begin_sequence(state, 0)
    assert state.markers[marker].place in SAVOIR_CITIES
    state.seq.dice = tuple(2 for _ in state.seq.dice)
    ALCHEMIST.apply(state, 0, act.Assign(state.seq.dice))
    assert act.Stop(marker, study=True) in legal(state)


def test_the_dice_are_split_as_the_seat_wishes_and_a_one_does_not_move() -> None:
    state = placed()
    state.seq.dice = (1, 3, 5)
    assert act.Assign((5, 1, 3)) in legal(state)
    free = state.owned(0)
    ALCHEMIST.apply(state, 0, act.Assign((5, 1, 3)))
    assert state.seq.points == {free[0]: 5, free[2]: 3} and free[1] in state.seq.done


def test_a_move_never_passes_a_city_twice_nor_ends_where_it_began() -> None:
    state = placed()
    state.seq.dice = (4, 2, 2)
    marker = state.owned(0)[0]
    ALCHEMIST.apply(state, 0, act.Assign((4, 2, 2)))
    ALCHEMIST.apply(state, 0, act.Step(marker, "Geneva"))
    assert act.Step(marker, "Lyon") not in legal(state)  # where it began
    ALCHEMIST.apply(state, 0, act.Step(marker, "Strasbourg"))
    assert state.seq.points[marker] == 2


def test_a_shortcut_needs_and_spends_a_shortcut_card() -> None:
    state = placed(cities=("Geneva", "Lyon", "Lyon"))
    state.seats[0].events = []
    state.seq.dice = (3, 3, 3)
    ALCHEMIST.apply(state, 0, act.Assign((3, 3, 3)))
    marker = state.owned(0)[0]
    assert act.Step(marker, "Milan") not in legal(state)
    card = event("Shortcut")
    give_event(state, 0, card)
    ALCHEMIST.apply(state, 0, act.Step(marker, "Milan"))
    assert card not in state.seats[0].events and state.markers[marker].place == "Milan"


def test_a_storm_roll_of_one_costs_a_savoir_card_unless_protected() -> None:
    state = placed(cities=("Calais", "Lyon", "Lyon"))
    state.seats[0].events = []
    paris = state.savoir_decks["Paris"].pop()
    state.seats[0].savoir = [paris]
    state.seq.dice = (3, 3, 3)
    ALCHEMIST.apply(state, 0, act.Assign((3, 3, 3)))
    marker = state.owned(0)[0]
    state.rng.randint = lambda a, b: 1  # type: ignore[method-assign]
    ALCHEMIST.apply(state, 0, act.Step(marker, "Dover"))
    assert state.seats[0].savoir == [] and state.savoir_decks["Paris"][-1] == paris


def test_the_plague_city_may_not_be_entered_and_leaves_at_its_owners_next_sequence() -> None:
    state = placed()
    card = event("Plague epidemic")
    give_event(state, 0, card)
    ALCHEMIST.apply(state, 0, act.PlayPlague(card, "Geneva"))
    state.seq.dice = (3, 3, 3)
    ALCHEMIST.apply(state, 0, act.Assign((3, 3, 3)))
    assert not any(isinstance(a, act.Step) and a.city == "Geneva" for a in legal(state))
    begin_sequence(state, 0)
    assert state.plague is None and state.plague_last == "Geneva"


def test_a_marker_studies_only_after_moving_onto_a_savoir_city_it_lacks() -> None:
    state = placed(cities=("Rouen", "Lyon", "Lyon"))
    state.seq.dice = (2, 2, 2)
    ALCHEMIST.apply(state, 0, act.Assign((2, 2, 2)))
    marker = state.owned(0)[0]
    ALCHEMIST.apply(state, 0, act.Step(marker, "Paris"))
    ALCHEMIST.apply(state, 0, act.Stop(marker, study=True))
    assert [SAVOIR[c].city for c in state.seats[0].savoir] == ["Paris"]
    other = state.owned(0)[1]
    ALCHEMIST.apply(state, 0, act.Step(other, "Paris"))
    assert act.Stop(other, study=True) not in legal(state)  # never two cards of one city


@pytest.mark.parametrize(("families", "drawn"), [((0, 0, 0, 0, 0, 0), 3), ((0, 1, 0, 1, 0, 1), 2), ((0, 1, 2, 0, 1, 2), 1)])
def test_the_purity_code_draws_three_two_or_one_markers(families: tuple[int, ...], drawn: int) -> None:
    state = placed()
    fam = tuple(Family)
    state.seats[0].savoir = [
        next(c.card_id for c in SAVOIR.values() if c.city == city and c.family is fam[f])
        for city, f in zip(SAVOIR_CITIES, families, strict=True)
    ]
    assert markers_drawn(state, 0) == drawn


def test_a_secret_alloy_changes_a_cards_family_for_the_purity_code() -> None:
    state = placed()
    state.seats[0].savoir = [next(c.card_id for c in SAVOIR.values() if c.city == city and c.family is Family.SUN) for city in SAVOIR_CITIES[:5]]
    state.seats[0].savoir.append(next(c.card_id for c in SAVOIR.values() if c.city == "Valladolid" and c.family is Family.MOON))
    card = event("Secret alloy")
    give_event(state, 0, card)
    ALCHEMIST.apply(state, 0, act.PlayAlloy(card, "Valladolid", Family.SUN))
    assert markers_drawn(state, 0) == 3


def test_the_grand_oeuvre_returns_the_cards_and_five_ingots_win_at_once() -> None:
    state = placed()
    state.seats[0].savoir = [state.savoir_decks[city].pop(0) for city in SAVOIR_CITIES]
    state.seats[0].ingots = 4
    state.rng.sample = lambda pile, k: [3] * k  # type: ignore[method-assign]
    state.phase = Phase.OEUVRE
    ALCHEMIST.apply(state, 0, act.GrandOeuvre())
    assert state.phase is Phase.OVER and state.winners == (0,) and state.seats[0].savoir == []
    assert all(len(deck) == 6 for deck in state.savoir_decks.values())


def test_the_grand_oeuvre_is_not_for_an_alchemist_in_the_dungeon() -> None:
    state = placed()
    state.seats[0].savoir = [state.savoir_decks[city].pop(0) for city in SAVOIR_CITIES]
    state.phase = Phase.OEUVRE
    assert act.GrandOeuvre() in legal(state)
    state.markers[state.alchemists[0]].place = PRISON
    assert act.GrandOeuvre() not in legal(state)


def test_an_inspection_shows_each_seat_the_others_marker_only() -> None:
    state = placed(cities=("Geneva", "Lyon", "Marseille"))
    state.seq.dice = (2, 2, 2)
    ALCHEMIST.apply(state, 0, act.Assign((2, 2, 2)))
    mine = state.owned(0)[0]
    ALCHEMIST.apply(state, 0, act.Step(mine, "Lyon"))
    ALCHEMIST.apply(state, 0, act.Stop(mine))
    target = state.owned(1)[0]
    assert act.Inspect(target) in legal(state)
    ALCHEMIST.apply(state, 0, act.Inspect(target))
    roles = {seat: {m.marker_id: m.role for m in ALCHEMIST.view(state, seat).markers} for seat in range(3)}
    assert roles[0][target] is not None and roles[1][mine] is not None
    assert roles[2][target] is None and roles[2][mine] is None


def test_a_duel_is_not_started_with_markers_met_where_the_sequence_began() -> None:
    state = placed()  # everyone in Lyon
    state.seq.dice = (2, 2, 2)
    ALCHEMIST.apply(state, 0, act.Assign((2, 2, 2)))
    mine = state.owned(0)[0]
    ALCHEMIST.apply(state, 0, act.Step(mine, "Geneva"))
    ALCHEMIST.apply(state, 0, act.Step(mine, "Strasbourg"))
    state.markers[state.owned(1)[0]].place = "Strasbourg"
    ALCHEMIST.apply(state, 0, act.Stop(mine))
    assert not any(isinstance(a, act.Duel) for a in legal(state))


def test_the_inquisitor_search_marks_the_sheet_or_finds_the_laboratory() -> None:
    state = placed()
    lab = state.seats[1].laboratory
    state.seats[1].events = []
    state.seats[1].savoir = [state.savoir_decks[city].pop(0) for city in SAVOIR_CITIES[:4]]
    wrong = next(city for city in LABORATORY_CITIES if city not in (lab, state.lab_removed))
    from grasse_tui.games.alchemist.rules.cards import search

    search(state, "The Grand Inquisitor", 1, wrong)
    assert (1, wrong) in state.sheet
    search(state, "The Grand Inquisitor", 1, lab)
    assert len(state.seats[1].savoir) == 1 and not any(seat == 1 for seat, _ in state.sheet)


def test_a_search_is_cancelled_by_protection() -> None:
    state = placed()
    lab = state.seats[1].laboratory
    card = event("Protection")
    give_event(state, 1, card)
    state.seats[1].savoir = [state.savoir_decks["Paris"].pop(0)]
    from grasse_tui.games.alchemist.rules.cards import search

    search(state, "Ann", 1, lab)
    assert len(state.seats[1].savoir) == 1 and card not in state.seats[1].events


def test_control_arrests_an_alchemist_who_sits_out_a_sequence_and_comes_back_on_a_savoir_city() -> None:
    state = placed()
    alchemist = state.alchemists[1]
    from grasse_tui.games.alchemist.rules.inquisitor import _control

    _control(state, alchemist)
    assert state.markers[alchemist].place == PRISON and alchemist in state.public_roles
    begin_sequence(state, 1)
    assert state.markers[alchemist].place == PRISON
    begin_sequence(state, 1)
    assert state.markers[alchemist].place in SAVOIR_CITIES


def test_public_judgement_is_a_vote_of_every_other_seat_a_tie_guilty() -> None:
    state = placed(4, public_judgement=True)
    alchemist = state.alchemists[3]
    from grasse_tui.games.alchemist.rules.inquisitor import _control

    state.phase = Phase.INQUISITOR
    _control(state, alchemist)
    assert ALCHEMIST.pending(state).acting == (0,)
    for seat, guilty in ((0, True), (1, False), (2, True)):
        ALCHEMIST.apply(state, seat, act.Vote(guilty))
    assert state.markers[alchemist].place == PRISON and state.markers[alchemist].dungeon_turns == 2


def test_the_prison_card_sends_the_assistant_its_owner_picks() -> None:
    state = placed()
    give_event(state, 0, event("Prison"))
    ALCHEMIST.apply(state, 0, next(a for a in legal(state) if isinstance(a, act.PlayPrison) and a.seat == 1))
    assert ALCHEMIST.pending(state).acting == (1,)
    picks = legal(state, 1)
    assert {a.marker for a in picks} == set(state.assistants(1))  # type: ignore[union-attr]
    ALCHEMIST.apply(state, 1, picks[0])
    assert state.markers[picks[0].marker].place == PRISON  # type: ignore[union-attr]


def test_the_thief_swaps_at_most_two_cards() -> None:
    state = placed()
    card = event("Thief")
    give_event(state, 0, card)
    ALCHEMIST.apply(state, 0, act.PlayThief(card, 1, False))
    for _ in range(2):
        swap = next(a for a in legal(state) if isinstance(a, act.Swap))
        ALCHEMIST.apply(state, 0, swap)
    assert state.seq.thief is None and len(state.seats[1].events) == 3


def test_a_coach_adds_its_points_to_a_moving_marker() -> None:
    state = placed()
    card = event("Coach", 4)
    give_event(state, 0, card)
    state.seq.dice = (2, 2, 2)
    ALCHEMIST.apply(state, 0, act.Assign((2, 2, 2)))
    marker = state.owned(0)[0]
    ALCHEMIST.apply(state, 0, act.PlayCoach(card, marker))
    assert state.seq.points[marker] == 6


def test_an_illegal_action_names_the_turn_and_phase() -> None:
    state = placed()
    with pytest.raises(IllegalActionError, match="turn 1, giving the dice"):
        ALCHEMIST.apply(state, 0, act.EndSequence())


def test_the_game_ends_after_the_last_turn_with_the_most_ingots() -> None:
    state = placed()
    state.turn = 40
    state.seats[2].ingots = 3
    from grasse_tui.games.alchemist.rules.flow import _end_turn

    _end_turn(state)
    assert state.winners == (2,)


def test_protection_frees_a_marker_from_the_dungeon_with_a_die_of_its_own() -> None:
    state = placed()
    marker = state.owned(0)[1]
    state.markers[marker].place, state.markers[marker].dungeon_turns = PRISON, 1
    begin_sequence(state, 0)
    assert len(state.seq.dice) == 2  # the prisoner rolls none
    give_event(state, 0, event("Protection"))
    free = next(a for a in legal(state) if isinstance(a, act.PlayProtection))
    ALCHEMIST.apply(state, 0, free)
    assert state.markers[marker].place in SAVOIR_CITIES and len(state.seq.dice) == 3


def _duel_in_strasbourg(state, rolls):  # type: ignore[no-untyped-def]
    state.seq.dice = (2, 2, 2)
    ALCHEMIST.apply(state, 0, act.Assign((2, 2, 2)))
    mine, target = state.owned(0)[0], state.owned(1)[0]
    state.markers[target].place = "Strasbourg"
    ALCHEMIST.apply(state, 0, act.Step(mine, "Geneva"))
    ALCHEMIST.apply(state, 0, act.Step(mine, "Strasbourg"))
    ALCHEMIST.apply(state, 0, act.Stop(mine))
    state.seats[0].events = state.seats[1].events = []
    ALCHEMIST.apply(state, 0, act.Duel(target, 0))
    assert ALCHEMIST.pending(state).acting == (1,)  # the challenged seat answers
    rolled = iter(rolls)
    state.rng.randint = lambda a, b: next(rolled)  # type: ignore[method-assign]
    ALCHEMIST.apply(state, 1, act.Defend(0))
    return target


def test_a_duels_winner_sees_the_losers_cards_and_swaps_only_same_city_ones() -> None:
    state = placed(cities=("Lyon", "Lisbon", "Lisbon"))
    paris = [c.card_id for c in SAVOIR.values() if c.city == "Paris"]
    state.seats[0].savoir, state.seats[1].savoir = [paris[0]], [paris[1], state.savoir_decks["Rome"][0]]
    _duel_in_strasbourg(state, (6, 2))
    assert ALCHEMIST.pending(state).acting == (0,)
    assert set(legal(state, 0)) == {act.Exchange(()), act.Exchange(("Paris",))}
    assert "Paris" in ALCHEMIST.view(state, 0).log[-1] and "Paris" not in ALCHEMIST.view(state, 2).log[-1]
    ALCHEMIST.apply(state, 0, act.Exchange(("Paris",)))
    assert state.seats[0].savoir == [paris[1]] and paris[0] in state.seats[1].savoir


def test_a_tied_duel_does_nothing() -> None:
    state = placed(cities=("Lyon", "Lisbon", "Lisbon"))
    _duel_in_strasbourg(state, (4, 4))
    assert state.seq.exchange is None and ALCHEMIST.pending(state).acting == (0,)


def test_an_alchemist_diverts_an_assistant_on_a_higher_score() -> None:
    state = placed()
    mine = state.alchemists[0]
    target = state.assistants(1)[0]
    state.seq.dice = (2, 2, 2)
    ALCHEMIST.apply(state, 0, act.Assign((2, 2, 2)))
    state.markers[target].place = "Strasbourg"
    ALCHEMIST.apply(state, 0, act.Step(mine, "Geneva"))
    ALCHEMIST.apply(state, 0, act.Step(mine, "Strasbourg"))
    ALCHEMIST.apply(state, 0, act.Stop(mine))
    ALCHEMIST.apply(state, 0, act.Inspect(target))
    assert set(legal(state)) == {act.Divert(), act.Pass()}
    rolled = iter((5, 2))
    state.rng.randint = lambda a, b: next(rolled)  # type: ignore[method-assign]
    ALCHEMIST.apply(state, 0, act.Divert())
    assert state.markers[target].owner == 0 and {mine, target} <= state.public_roles


def test_protection_frees_a_marker_when_every_marker_was_in_the_dungeon() -> None:
    state = placed()
    for marker in state.owned(0):
        state.markers[marker].place, state.markers[marker].dungeon_turns = PRISON, 1
    begin_sequence(state, 0)
    assert state.phase is Phase.OEUVRE and not state.seq.dice
    give_event(state, 0, event("Protection"))
    ALCHEMIST.apply(state, 0, next(a for a in legal(state) if isinstance(a, act.PlayProtection)))
    assert state.phase is Phase.ASSIGN and len(state.seq.dice) == 1
