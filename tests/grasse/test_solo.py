"""Solo mode against Pierre (rulebook "Solo Mode"; rulings G40–G60): setup, his
reaction to every location, his moves, collections and deliveries, the end of
the game and scoring, on hand-built positions."""

from __future__ import annotations

import pytest

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.rules import pierre, pierre_reactions
from grasse_tui.games.grasse.rules.actions import (
    ChooseForPierre,
    Collect,
    DiscardWorker,
    MoveNoble,
    MovePawn,
    PlaceTrackTile,
    PlaceWorker,
    Sell,
    SkipEffect,
)
from grasse_tui.games.grasse.rules.config import GrasseConfig, default_config
from grasse_tui.games.grasse.rules.content import (
    BASES,
    LOCATION_TILES,
    PIERRE_REACTIONS,
    TILES_SET_ASIDE,
    Base,
    CardRow,
    ContractCard,
    Criterion,
    Essence,
    LocationId,
    Perfume,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.scoring import final_scores
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind, Then

from .conftest import (
    ALL_BASES,
    FLORAL,
    FRUITY,
    HERBAL,
    SPICE,
    WOODY,
    A,
    D,
    F,
    P,
    W,
    act,
    blank_solo,
    check_invariants,
    clear_track,
    legal,
    set_space,
    set_stock,
)


def solo(seed: int = 0) -> GrasseState:
    """A solo game past the large-tile draft (the seat took the first free space each time)."""
    state = GRASSE.new(default_config(1), seed)
    while state.drafting:
        act(state, legal(state)[0])
    return state


board = blank_solo


def log_since(state: GrasseState, start: int) -> list[str]:
    return [entry.public for entry in state.log[start:]]


def react(state: GrasseState, location: LocationId | None) -> list[str]:
    start = len(state.log)
    state.cue = location
    assert pierre_reactions.react(state, Then.PIERRE_TURN_DONE) is None
    return log_since(state, start)


# --- the table and setup (G40, G42) -----------------------------------------


def test_one_seat_is_solo_and_pierre_takes_a_spare_kit() -> None:
    state = GRASSE.new(GrasseConfig((SeatConfig("Ana", "red"),)), 4)
    assert state.solo and state.pierre == P and state.players == 2
    assert state.turn_order == [0]
    assert state.seat_label(P) == "Pierre (B)"
    assert state.seats[P].coins == 2 and all(state.seats[P].stock[b] == 1 for b in BASES)
    assert GrasseConfig((SeatConfig("Bo", "blue"),)).pierre_colour is not None
    assert GrasseConfig((SeatConfig("Bo", "blue"),)).pierre_colour.value == "red"  # type: ignore[union-attr]
    assert GrasseConfig((SeatConfig("Ana", "red"), SeatConfig("Bo", "blue"))).pierre_colour is None
    tiles = set(state.locations) | set(state.round_tiles)
    assert not tiles & set(TILES_SET_ASIDE[2])
    assert len([t for t in state.locations if t in LOCATION_TILES]) == 3


def test_setup_draft_pierre_places_after_your_first_and_third_tile() -> None:
    state = GRASSE.new(default_config(1), 0)
    clear_track(state)
    state.vanguard = Perfume.SPICE
    set_space(state, 2, {W: 3})
    set_space(state, 4, {FRUITY: 1})
    set_space(state, 6, {SPICE: 1, W: 1})
    set_space(state, 8, {HERBAL: 2})
    assert legal(state)[0] == PlaceTrackTile(0) and state.step.seat == 0
    act(state, PlaceTrackTile(4))  # you take the first essence space
    # First tile: first free space with an essence (6); second: first with spice (also 6 → taken, none left).
    owners = {i for i, s in enumerate(state.track) if s.owner == P}
    assert owners == {6, 8}
    assert "Pierre places his first large tile on space 7" in state.log[-2].public
    assert "Pierre places his second large tile on space 9" in state.log[-1].public
    assert state.step.kind is StepKind.TRACK_TILE and state.step.seat == 0
    act(state, PlaceTrackTile(0))
    act(state, PlaceTrackTile(1))
    # No free space with an essence is left: his third goes on the first free space.
    assert state.track[2].owner == P
    assert not state.drafting and state.step.kind is StepKind.PLACE and state.step.seat == 0
    assert sum(1 for s in state.track if s.owner == P) == 3


def test_second_setup_tile_seeks_the_vanguard_essence() -> None:
    state = GRASSE.new(default_config(1), 0)
    clear_track(state)
    state.vanguard = Perfume.HERBAL
    set_space(state, 3, {FRUITY: 1})
    set_space(state, 9, {HERBAL: 1})
    act(state, PlaceTrackTile(0))
    assert state.track[3].owner == P and state.track[9].owner == P


def test_exotic_vanguard_falls_back_to_any_essence() -> None:
    state = GRASSE.new(default_config(1), 0)
    clear_track(state)
    state.vanguard = Perfume.EXOTIC
    set_space(state, 3, {FRUITY: 1})
    set_space(state, 5, {HERBAL: 1})
    assert pierre.setup_space(state, 2) == 3
    act(state, PlaceTrackTile(0))
    assert state.track[3].owner == P and state.track[5].owner == P


def test_view_shows_pierre_publicly() -> None:
    state = solo(3)
    view = GRASSE.view(state, 0)
    assert view.pierre is not None and view.pierre.seat == P
    assert view.pierre.name == "Pierre" and view.pierre.letter == "B"
    assert len(view.seats) == 2 and view.seats[P] is view.pierre.public and view.seats[P].is_bot
    assert view.pierre.stock.coins == 2
    assert view.pierre.tiles == tuple(i for i, s in enumerate(state.track) if s.owner == P)
    assert view.turns_in_round == 4 and view.turn_order == (0,)
    scored = {a.criterion: a.scored for a in view.awards}
    assert not scored[Criterion.BEST_SELLER] and not scored[Criterion.STOCKIST]
    assert scored[Criterion.VERSATILE] and scored[Criterion.SPECIALIZED]
    assert all(a.points == (0, 0, 0) for a in view.awards if not a.scored)
    two = GRASSE.new(default_config(2), 0)
    assert GRASSE.view(two, 0).pierre is None


# --- a whole turn through the rules (G41) -----------------------------------


def test_pierre_reacts_moves_and_collects_after_your_turn() -> None:
    state = board(solo())
    set_space(state, 5, {W: 2, FLORAL: 1}, owner=P)
    set_space(state, 1, {A: 1})
    state.seats[P].pawn = 3
    state.seats[0].pawn = 0
    start = len(state.log)
    act(state, PlaceWorker(LocationId.BANK))
    act(state, MovePawn(1))
    act(state, Collect((A,)))
    # Space 5 is grey and space 6 his own tile: he moves 2. There he takes a base he
    # lacks (water), then, with no other missing base there, the vanguard's essence.
    assert log_since(state, start)[-3:] == [
        "Pierre reacts to the Bank: takes 1 coin; he now has 1 coin.",
        "Pierre moves 2 to space 6 (his tile).",
        "Pierre collects water (a base he lacks) and floral (the vanguard's essence) from space 6.",
    ]
    assert state.seats[P].coins == 1 and state.seats[P].pawn == 5
    assert state.step.kind is StepKind.PLACE and state.step.seat == 0 and state.turn == 1


def test_discarded_worker_brings_no_reaction_but_pierre_still_moves() -> None:
    state = board(solo())
    for loc in state.locations:
        state.workers[loc].append(0)
    assert legal(state) == [DiscardWorker()]
    start = len(state.log)
    act(state, DiscardWorker())
    act(state, MovePawn(1))
    lines = log_since(state, start)
    assert "Pierre has nothing to react to." in lines
    assert any(line.startswith("Pierre moves") for line in lines)


def test_skipped_effect_still_brings_the_reaction() -> None:
    state = board(solo())
    set_stock(state, 0, {W: 1})
    set_stock(state, P, {**ALL_BASES, FLORAL: 1})
    act(state, PlaceWorker(LocationId.FACTORY_1))
    assert state.step.kind is StepKind.MOVE  # nothing you could make
    act(state, MovePawn(1))
    assert state.seats[P].produced[Perfume.FLORAL] == 1


def test_worker_cost_counts_only_your_workers_at_two_player_price() -> None:
    state = board(solo())
    state.seats[0].coins = 5
    act(state, PlaceWorker(LocationId.BANK))
    act(state, MovePawn(1))
    assert state.seats[0].coins == 7
    view = GRASSE.view(state, 0)
    assert next(loc for loc in view.locations if loc.id is LocationId.BANK).cost == 2


# --- the printed rows (G43, G44) --------------------------------------------


def test_bank_and_royal_bank() -> None:
    state = board(solo())
    assert react(state, LocationId.BANK) == ["Pierre reacts to the Bank: takes 1 coin; he now has 1 coin."]
    assert state.seats[P].coins == 1
    react(state, LocationId.ROYAL_BANK)
    assert state.seats[P].coins == 3
    state.bank = 1
    assert react(state, LocationId.ROYAL_BANK) == [
        "Pierre reacts to the Royal Bank: takes 2 coins, but the bank holds only 1 coin; he now has 4 coins."
    ]


def _rows(state: GrasseState, contracts: list[Perfume], techniques: list[tuple[Perfume, Base]]) -> None:
    state.rows[CardRow.CONTRACT] = [ContractCard(p, 1) for p in contracts]
    state.rows[CardRow.TECHNIQUE] = [TechniqueCard(p, b) for p, b in techniques]


@pytest.mark.parametrize(
    ("held", "expected"),
    [
        ((), ContractCard(Perfume.FLORAL, 1)),  # contract for the vanguard
        ((ContractCard(Perfume.FLORAL, 2),), ContractCard(Perfume.WOODY, 1)),  # contract for the fashion
        (
            (ContractCard(Perfume.FLORAL, 2), ContractCard(Perfume.WOODY, 2)),
            TechniqueCard(Perfume.FLORAL, Base.WATER),
        ),
        (
            (ContractCard(Perfume.FLORAL, 2), ContractCard(Perfume.WOODY, 2), TechniqueCard(Perfume.FLORAL, F)),
            TechniqueCard(Perfume.WOODY, Base.ALCOHOL),
        ),
        (
            (
                ContractCard(Perfume.FLORAL, 2),
                ContractCard(Perfume.WOODY, 2),
                TechniqueCard(Perfume.FLORAL, F),
                TechniqueCard(Perfume.WOODY, F),
            ),
            ContractCard(Perfume.SPICE, 1),  # the leftmost contract he may hold
        ),
    ],
)
def test_master_perfumer_priority(held: tuple[ContractCard | TechniqueCard, ...], expected: object) -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    _rows(
        state,
        [Perfume.SPICE, Perfume.WOODY, Perfume.FLORAL],
        [(Perfume.HERBAL, W), (Perfume.WOODY, A), (Perfume.FLORAL, W)],
    )
    record = state.seats[P]
    for card in held:
        (record.contracts if isinstance(card, ContractCard) else record.techniques).append(card)  # type: ignore[arg-type]
    before = len(record.contracts) + len(record.techniques)
    lines = react(state, LocationId.MASTER_PERFUMER)
    assert len(record.contracts) + len(record.techniques) == before + 1
    taken = [*record.contracts, *record.techniques]
    assert expected in taken
    # The log says why: the card's kind and whom it is for, by his order (G44).
    assert isinstance(expected, ContractCard | TechniqueCard)
    kind = "contract" if isinstance(expected, ContractCard) else "technique"
    for_what = {Perfume.FLORAL: "the vanguard", Perfume.WOODY: "the fashion perfume"}.get(expected.perfume)
    why = f"a {kind} for {for_what}, first on his list" if for_what else f"the first {kind} he may hold"
    assert any(line.startswith("Pierre picks ") and why in line for line in lines), lines


def test_master_perfumer_leftmost_technique_then_nothing() -> None:
    state = board(solo(), vanguard=Perfume.EXOTIC, fashion=Perfume.EXOTIC)
    _rows(state, [Perfume.SPICE], [(Perfume.HERBAL, W), (Perfume.FRUITY, A)])
    state.seats[P].contracts.append(ContractCard(Perfume.SPICE, 2))
    react(state, LocationId.MASTER_PERFUMER)
    assert state.seats[P].techniques == [TechniqueCard(Perfume.HERBAL, W)]
    # Now he may hold none of the open cards (the replacement is forced to a duplicate).
    _rows(state, [Perfume.SPICE], [(Perfume.HERBAL, A)])
    lines = react(state, LocationId.MASTER_PERFUMER)
    assert lines[-1] == "Pierre may hold none of the open cards, so he takes nothing."
    assert len(state.seats[P].techniques) == 1


def _can_make(state: GrasseState, *essences: Essence) -> None:
    set_stock(state, P, {**ALL_BASES, **{e: 1 for e in essences}})


@pytest.mark.parametrize(
    ("essences", "contract", "made"),
    [
        ((SPICE, FLORAL, WOODY), None, Perfume.FLORAL),  # the vanguard first
        ((SPICE, HERBAL, WOODY), Perfume.SPICE, Perfume.SPICE),  # then a contract
        ((SPICE, HERBAL, WOODY), None, Perfume.WOODY),  # then the fashion perfume
    ],
)
def test_factory_makes_by_priority(essences: tuple[Essence, ...], contract: Perfume | None, made: Perfume) -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    _can_make(state, *essences)
    if contract is not None:
        state.seats[P].contracts.append(ContractCard(contract, 1))
    lines = react(state, LocationId.FACTORY_2)
    assert lines[0] == "Pierre reacts to Factory II: makes a perfume of any type if he can, else sells one."
    assert lines[1].startswith(f"Pierre picks {made.label}: ")  # and says why
    assert state.seats[P].produced[made] == 1
    assert sum(state.seats[P].produced.values()) == 1


def test_factory_sells_when_it_cannot_make_and_does_nothing_without_flasks() -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    state.seats[P].flasks[Perfume.SPICE] = 1
    state.seats[P].flasks[Perfume.WOODY] = 1
    state.flask_supply[Perfume.SPICE] -= 1
    state.flask_supply[Perfume.WOODY] -= 1
    react(state, LocationId.FACTORY_1)
    assert state.seats[P].flasks[Perfume.WOODY] == 0 and state.seats[P].sales == 1  # the fashion flask
    assert state.seats[P].coins == 2 and state.seats[P].points == 1
    state.seats[P].flasks[Perfume.SPICE] = 0
    state.flask_supply[Perfume.SPICE] += 1
    lines = react(state, LocationId.FACTORY_1)
    assert lines[-1] == "Pierre can neither make nor sell a perfume, so he does nothing more."


def test_perfumery_sells_first_and_chateau_pays_no_bonus() -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    _can_make(state, FLORAL)
    state.seats[P].flasks[Perfume.SPICE] = 1
    state.flask_supply[Perfume.SPICE] -= 1
    react(state, LocationId.CHATEAU)
    assert state.seats[P].sales == 1 and state.seats[P].coins == 2  # no Château coin
    assert state.seats[P].produced[Perfume.FLORAL] == 0
    react(state, LocationId.PERFUMERY)  # nothing to sell: he makes one instead
    assert state.seats[P].produced[Perfume.FLORAL] == 1


def test_exotic_uses_the_two_essences_he_holds_most_of() -> None:
    state = board(solo(), vanguard=Perfume.EXOTIC, fashion=Perfume.WOODY)
    set_stock(state, P, {**ALL_BASES, FRUITY: 1, HERBAL: 2, SPICE: 1})
    react(state, LocationId.GRANDE_USINE)
    assert state.seats[P].produced[Perfume.EXOTIC] == 1
    assert state.seats[P].stock[HERBAL] == 1 and state.seats[P].stock[FRUITY] == 0
    assert state.seats[P].stock[SPICE] == 1


def test_the_players_choice_is_a_decision_for_the_seat() -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    _can_make(state, SPICE, HERBAL)
    state.seats[P].stock[W] = 2
    state.seats[P].stock[A] = 2
    state.seats[P].stock[D] = 2
    state.seats[P].stock[F] = 2
    state.seats[0].pawn = 0
    act(state, PlaceWorker(LocationId.FACTORY_3))
    if state.step.kind is StepKind.EFFECT:
        act(state, SkipEffect())
    act(state, MovePawn(1))
    assert state.step.kind is StepKind.PIERRE and state.step.seat == 0
    # Herbal, Spice and Exotic (two different essences) are all possible, none is preferred.
    assert legal(state) == [ChooseForPierre(Perfume.HERBAL), ChooseForPierre(Perfume.SPICE), ChooseForPierre(Perfume.EXOTIC)]
    assert GRASSE.describe_action(state, 0, ChooseForPierre(Perfume.SPICE)) == "Pierre makes Spice — he scores +2 points"
    assert GRASSE.view(state, 0).step.kind == "pierre"
    assert not GRASSE.legal_actions(state, P)
    act(state, ChooseForPierre(Perfume.SPICE))
    assert state.seats[P].produced[Perfume.SPICE] == 1
    assert state.log[-2].public.startswith("Pierre moves")
    assert state.step.kind is StepKind.PLACE and state.turn == 1


def test_a_sale_chosen_for_pierre_is_described_as_a_sale_of_yours_would_be() -> None:
    state = board(solo(3), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    state.clients = [Perfume.WOODY]
    state.bank = 1
    state.seats[P].flasks[Perfume.WOODY] = 1
    state.step = Step(StepKind.PIERRE, 0, Then.PIERRE_TURN_DONE, LocationId.PERFUMERY, selling=True)
    sale = "+1 coin (all the bank has left), +2 points (fashion, client)"  # rulings G8, G53
    assert GRASSE.describe_action(state, 0, ChooseForPierre(Perfume.WOODY)) == f"Pierre sells Woody — he gets {sale}"
    state.seats[0].flasks[Perfume.WOODY] = 1
    state.step = Step(StepKind.EFFECT, 0, Then.EFFECT_DONE, LocationId.PERFUMERY)
    assert GRASSE.describe_action(state, 0, Sell(Perfume.WOODY)) == f"Sell Woody — {sale}"


def test_a_single_other_perfume_needs_no_choice() -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    _can_make(state, SPICE)
    lines = react(state, LocationId.FACTORY_1)
    assert state.seats[P].produced[Perfume.SPICE] == 1
    assert "Pierre picks Spice, the only perfume he can make." in lines


# --- the designed rows (G45–G56) --------------------------------------------


def test_market_buys_one_piece_from_the_first_space_ahead() -> None:
    state = board(solo(), vanguard=Perfume.HERBAL)
    state.seats[P].pawn = 12
    set_space(state, 2, {HERBAL: 1})
    set_space(state, 0, {W: 1, SPICE: 1})
    lines = react(state, LocationId.MARKET)
    assert lines[-1] == "Pierre has no coin, so he buys nothing."
    state.seats[P].coins = 1
    lines = react(state, LocationId.MARKET)
    # Space 1 (index 0) is the first ahead of space 13 holding anything; water is a base he lacks.
    assert lines[-1] == "Pierre takes water (a base he lacks) from space 1, paying 1 coin to the bank."
    assert state.seats[P].coins == 0 and state.seats[P].stock[W] == 1


def test_enfleurage_takes_the_best_essence_of_the_first_space_ahead_with_one() -> None:
    state = board(solo(), vanguard=Perfume.SPICE)
    state.seats[P].pawn = 4
    set_space(state, 6, {W: 2})
    set_space(state, 8, {FRUITY: 1, SPICE: 1})
    set_space(state, 10, {SPICE: 2})
    lines = react(state, LocationId.ENFLEURAGE)
    assert lines[-1] == "Pierre takes spice (the vanguard's essence) from space 9, free."


def test_city_hall_moves_his_emptiest_tile_to_the_fullest_grey_space() -> None:
    state = board(solo())
    set_space(state, 1, {W: 1}, owner=P)
    set_space(state, 2, {}, owner=P)
    set_space(state, 7, {W: 3})
    set_space(state, 9, {W: 4})
    state.seats[0].pawn = 9  # a pawn blocks the fullest grey space
    lines = react(state, LocationId.CITY_HALL)
    assert lines[-1] == "Pierre moves his tile from space 3 to the grey space 8."
    assert state.track[7].owner == P and state.track[2].owner is None


def test_city_hall_and_shortcut_do_nothing_without_a_better_grey_space() -> None:
    state = board(solo())
    set_space(state, 1, {W: 2}, owner=P)
    set_space(state, 7, {W: 1})
    state.seats[0].pawn = 1  # your pawn on his tile: the City Hall leaves it out
    assert react(state, LocationId.CITY_HALL)[-1] == "There is no tile of his without a pawn, so Pierre swaps nothing."
    assert react(state, LocationId.SHORTCUT)[-1] == (
        "The fullest grey tile (space 8, 1 piece) holds no more than his emptiest tile (space 2, 2), "
        "so Pierre exchanges nothing."
    )


def test_shortcut_fills_his_emptiest_tile_from_the_fullest_grey_space() -> None:
    state = board(solo())
    set_space(state, 1, {W: 1}, owner=P)
    set_space(state, 9, {HERBAL: 3})
    state.seats[0].pawn = 9  # pawns do not matter to the Shortcut
    react(state, LocationId.SHORTCUT)
    assert state.track[1].pieces[HERBAL] == 3 and state.track[9].pieces[W] == 1
    assert state.track[1].owner == P


def test_alley_steps_back_to_his_tile_and_collects() -> None:
    state = board(solo())
    state.seats[P].pawn = 6
    set_space(state, 4, {D: 2}, owner=P)
    set_space(state, 5, {A: 1})
    lines = react(state, LocationId.ALLEY)
    assert lines[1:] == [
        "Pierre steps back 2 to space 5 (his tile).",
        f"Pierre collects 2 diluent (a base he lacks, then {pierre.NEXT_ON_HIS_LIST}) from space 5.",
    ]


def test_grand_fair_is_an_extra_move_of_one() -> None:
    state = board(solo())
    state.seats[P].pawn = 2
    state.seats[0].pawn = 3
    set_space(state, 4, {FLORAL: 1})
    set_space(state, 5, {W: 4}, owner=P)
    lines = react(state, LocationId.GRAND_FAIR)
    assert lines[1:] == [
        "Pierre makes an extra move of 1 to space 5 (grey tile).",
        "Pierre collects floral (the vanguard's essence) from space 5.",
    ]


def test_alleyway_and_square_take_one_free_piece() -> None:
    state = board(solo())
    state.seats[0].coins = 0
    set_space(state, 3, {W: 1, A: 1}, owner=0)
    state.seats[P].pawn = 3
    assert react(state, LocationId.ALLEYWAY)[-1] == "Pierre takes water (a base he lacks) from space 4, free, where his pawn stands."
    assert state.seats[P].coins == 0 and state.seats[0].coins == 0
    assert react(state, LocationId.SQUARE)[-1] == "The golden pawn is not on the track, so Pierre takes nothing."
    state.golden = 8
    set_space(state, 8, {FRUITY: 1})
    assert react(state, LocationId.SQUARE)[-1] == "Pierre takes fruity (first on his list there) from space 9, free, under the golden pawn."


def test_palace_reacts_to_the_nobles_location() -> None:
    state = board(solo())
    state.locations.append(LocationId.PALACE)
    state.seats[0].pawn = 0
    act(state, PlaceWorker(LocationId.PALACE))
    act(state, MoveNoble(LocationId.BANK))
    act(state, MovePawn(1))
    lines = [entry.public for entry in state.log]
    assert any(line.startswith("Pierre reacts to the Bank: takes 1 coin;") for line in lines)
    assert react(state, LocationId.PALACE)[-1] == (
        "Pierre reacts to the Palace: the noble did not move, so he does nothing."
    )


def test_every_location_has_a_reaction() -> None:
    assert set(PIERRE_REACTIONS) == set(LocationId)
    for location in LocationId:
        state = board(solo())
        state.seats[P].pawn = 5
        state.seats[P].coins = 1
        set_space(state, 6, {W: 1, FLORAL: 1})
        react(state, location)
        assert state.log[-1].public.startswith("Pierre") or state.log[-1].seat == P
        for space in state.track:
            assert 0 <= space.count <= 4 and space.count == sum(space.pieces.values())


# --- moving, collecting, delivering (G57, G58) -------------------------------


def test_movement_prefers_his_tile_then_grey_then_yours() -> None:
    state = board(solo())
    state.seats[P].pawn = 0
    state.track[1].owner = 0
    state.track[2].owner = P
    assert pierre.choose_move(state) == (2, 2)  # his tile beats yours
    state.track[2].owner = 0
    assert pierre.choose_move(state) == (1, 1)  # both yours, equally empty: the shorter move
    set_space(state, 2, {W: 1}, owner=0)
    assert pierre.choose_move(state) == (2, 2)  # both yours: more pieces wins
    state.track[1].owner = None
    assert pierre.choose_move(state) == (1, 1)  # grey beats yours


def test_movement_skips_occupied_spaces_and_enters_from_the_left() -> None:
    state = board(solo())
    state.seats[0].pawn = 0
    state.track[2].owner = P
    assert pierre.choose_move(state) == (2, 2)  # space 1 is taken: 1 → space 2, 2 → space 3
    state.seats[0].pawn = 5
    state.seats[P].pawn = 4
    state.track[6].owner = P
    assert pierre.choose_move(state) == (1, 6)


def test_collection_list() -> None:
    state = board(solo(), vanguard=Perfume.FRUITY, fashion=Perfume.SPICE)
    state.seats[P].contracts.append(ContractCard(Perfume.WOODY, 1))
    set_stock(state, P, {W: 1, D: 1})
    assert pierre.collection_order(state)[:5] == [A, F, FRUITY, WOODY, SPICE]
    set_space(state, 3, {W: 2, A: 2, FRUITY: 1}, owner=P)
    assert pierre.pick(state, 3, 2) == [(A, "a base he lacks"), (FRUITY, "the vanguard's essence")]
    set_space(state, 4, {W: 2, HERBAL: 1})
    assert pierre.pick(state, 4, 2) == [(HERBAL, pierre.NEXT_ON_HIS_LIST), (W, pierre.NEXT_ON_HIS_LIST)]


def test_picked_pieces_name_their_reasons_once_for_a_pair() -> None:
    vanguard = (FRUITY, "the vanguard's essence")
    assert pierre.picked_text([vanguard, vanguard]) == "2 fruity (the vanguard's essence)"
    lacked = (W, "a base he lacks")
    assert pierre.picked_text([lacked, (W, pierre.NEXT_ON_HIS_LIST)]) == (
        f"2 water (a base he lacks, then {pierre.NEXT_ON_HIS_LIST})"
    )
    assert pierre.picked_text([lacked, vanguard]) == "water (a base he lacks) and fruity (the vanguard's essence)"


def test_collecting_on_your_tile_pays_you_or_takes_nothing() -> None:
    state = board(solo())
    set_space(state, 3, {W: 2}, owner=0)
    pierre.collect_at(state, 3)
    assert state.log[-1].public == "Pierre has no coin to pay for your tile on space 4 and collects nothing."
    state.seats[P].coins = 1
    pierre.collect_at(state, 3)
    assert state.log[-1].public == "Pierre collects water (a base he lacks) from space 4, paying 1 coin to Red (R)."
    assert state.seats[0].coins == 1 and state.seats[P].coins == 0


def test_deliveries_fill_his_tiles_ahead_then_grey_spaces_ahead() -> None:
    state = board(solo(), vanguard=Perfume.FLORAL)
    state.seats[P].pawn = 10
    set_space(state, 10, {}, owner=P)  # under his pawn: not ahead
    set_space(state, 12, {W: 2}, owner=P)
    set_space(state, 2, {W: 3}, owner=P)
    set_space(state, 11, {W: 4})
    set_space(state, 13, {W: 4}, owner=0)
    _can_make(state, FLORAL)
    pierre.make(state, Perfume.FLORAL)
    puts = [line for line in log_since(state, 0) if line.startswith("Pierre puts")]
    assert puts == [
        "Pierre puts water on space 13 (his tile).",
        "Pierre puts alcohol on space 13 (his tile).",
        "Pierre puts diluent on space 3 (his tile).",
        "Pierre puts fixative on space 1 (grey tile).",
        "Pierre puts floral on space 1 (grey tile).",
    ]


# --- end of the game and scoring (G59, G60) ---------------------------------


def _to_final(state: GrasseState) -> None:
    state.round = 4
    state.turn = state.turns_per_round - 1
    state.step = Step(StepKind.PLACE, 0)
    state.seats[0].pawn = 0
    state.seats[P].pawn = 7


def test_final_free_action_pierre_answers_a_sale_with_a_sale() -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    _to_final(state)
    state.seats[0].flasks[Perfume.SPICE] = 1
    state.seats[P].flasks[Perfume.HERBAL] = 1
    state.flask_supply[Perfume.SPICE] -= 1
    state.flask_supply[Perfume.HERBAL] -= 1
    _can_make(state, FLORAL)
    act(state, PlaceWorker(LocationId.BANK))
    act(state, MovePawn(1))
    assert state.step.kind is StepKind.FINAL
    act(state, Sell(Perfume.SPICE))
    assert state.over
    assert state.seats[P].sales == 1 and state.seats[P].produced[Perfume.FLORAL] == 0
    assert "Pierre takes his free action (you sold): he sells first." in [e.public for e in state.log]


def test_final_free_action_after_a_pass_pierre_makes_first() -> None:
    state = board(solo(), vanguard=Perfume.FLORAL, fashion=Perfume.WOODY)
    _to_final(state)
    state.seats[P].flasks[Perfume.HERBAL] = 1
    state.flask_supply[Perfume.HERBAL] -= 1
    _can_make(state, FLORAL)
    act(state, PlaceWorker(LocationId.BANK))
    act(state, MovePawn(1))
    # You have nothing to make or sell: you pass automatically, then Pierre makes.
    assert state.over
    assert state.seats[P].produced[Perfume.FLORAL] == 1 and state.seats[P].sales == 0
    assert not GRASSE.pending(state).acting


def test_scoring_only_first_place_and_face_down_criteria() -> None:
    state = board(solo())
    slots = [slot for slot, _ in state.awards]
    criteria = [Criterion.BEST_SELLER, Criterion.VERSATILE, Criterion.SPECIALIZED, Criterion.STOCKIST]
    state.awards = list(zip(slots, criteria, strict=True))
    you, him = state.seats[0], state.seats[P]
    you.produced[Perfume.FLORAL] = 2
    you.produced[Perfume.SPICE] = 1
    him.produced[Perfume.WOODY] = 2
    you.sales = 3
    him.flasks[Perfume.WOODY] = 2
    scores = final_scores(state)
    awards = {a["criterion"]: a for a in scores.details["awards"]}
    assert awards["best_seller"]["points"] == [0, 0] and not awards["best_seller"]["scored"]
    assert awards["stockist"]["points"] == [0, 0] and not awards["stockist"]["scored"]
    assert awards["versatile"]["points"][1] == 0 and awards["versatile"]["points"][0] > 0
    assert awards["specialized"]["points"] == [0, 0]  # tied 2–2: both pushed down, nobody scores
    lines = scores.lines
    assert [line.name for line in lines] == [None, "Pierre"] and scores.details["pierre"] == P
    assert all(line.total == sum(line.breakdown.values()) for line in lines)
    assert scores.winners == (0,)


def test_tie_goes_to_more_resources_then_a_draw() -> None:
    state = board(solo())
    set_stock(state, P, {W: 2})
    set_stock(state, 0, {W: 1})
    assert final_scores(state).winners == (P,)
    set_stock(state, 0, {W: 2})
    assert final_scores(state).winners == (0, P)


def test_greedy_bot_plays_the_solo_seat() -> None:
    from grasse_tui.core.autoplay import play_out
    from grasse_tui.games.grasse.module import MODULE

    config = MODULE.make_config((SeatConfig("Ana", "teal", bot="greedy"),), {})
    state = play_out(MODULE, config, 7, [MODULE.bots["greedy"](0, 7)])
    assert GRASSE.is_over(state) and state.seats[P].pawn is not None
    check_invariants(state)
    assert len(final_scores(state).lines) == 2
    assert GRASSE.view(state, 0).pierre is not None and GRASSE.view(state, 0).pierre.letter == "R"  # type: ignore[union-attr]

