"""Awards: the rulebook's tie-breaking examples and worked example, exactly (ruling G6)."""

from __future__ import annotations

import random

import pytest

from grasse_tui.games.grasse.rules.awards import ahead_now, award_points, award_table, criterion_value, places
from grasse_tui.games.grasse.rules.content import AwardSlot, Criterion, Perfume
from grasse_tui.games.grasse.rules.game import GRASSE

from .conftest import started

# Seat order used below: yellow, blue, green, red (the rulebook's colours).
Y, B, G, R = 0, 1, 2, 3


@pytest.mark.parametrize(
    ("slot", "values", "expected"),
    [
        # Criterion A: tie between yellow and blue -> both score nothing.
        (AwardSlot.A, [1, 1], [0, 0]),
        # Criterion B: blue first, yellow second -> blue 5.
        (AwardSlot.B, [1, 2], [0, 5]),
        # Criterion C: yellow first, blue second -> yellow 5.
        (AwardSlot.C, [2, 1], [5, 0]),
        # Criterion D: blue first, yellow second -> blue 4.
        (AwardSlot.D, [1, 2], [0, 4]),
    ],
)
def test_two_player_tie_breaking_example(slot: AwardSlot, values: list[int], expected: list[int]) -> None:
    assert award_points(values, slot, players=2)[1] == expected


@pytest.mark.parametrize(
    ("slot", "values", "expected"),
    [
        # A: yellow and blue tie, green right below -> 2, 2, 0.
        (AwardSlot.A, [2, 2, 1], [2, 2, 0]),
        # B: yellow first, blue and green tie second -> 5, 0, 0.
        (AwardSlot.B, [2, 1, 1], [5, 0, 0]),
        # C: blue first, yellow second, green third -> yellow 4, blue 5, green 0.
        (AwardSlot.C, [2, 3, 1], [4, 5, 0]),
        # D: blue first, yellow and green tie second -> blue 4 only.
        (AwardSlot.D, [1, 2, 1], [0, 4, 0]),
    ],
)
def test_three_player_tie_breaking_example(slot: AwardSlot, values: list[int], expected: list[int]) -> None:
    assert award_points(values, slot, players=3)[1] == expected


@pytest.mark.parametrize(
    ("slot", "values", "expected_places", "expected_points"),
    [
        # A: yellow and blue tie, green second, red third -> 2, 2, 1, expelled.
        (AwardSlot.A, [3, 3, 2, 1], [2, 2, 3, 4], [2, 2, 1, 0]),
        # B: yellow first, blue and green tie second, red sold nothing.
        (AwardSlot.B, [2, 1, 1, 0], [1, 3, 3, None], [5, 3, 3, 0]),
        # C: blue first, yellow second, green and red tie third -> expelled.
        (AwardSlot.C, [2, 3, 1, 1], [2, 1, 4, 4], [4, 5, 0, 0]),
        # D: blue first, yellow and green tie second, red third -> red expelled.
        (AwardSlot.D, [2, 3, 2, 1], [3, 1, 3, 4], [2, 4, 2, 0]),
    ],
)
def test_four_player_tie_breaking_example(
    slot: AwardSlot, values: list[int], expected_places: list[int | None], expected_points: list[int]
) -> None:
    placed, points = award_points(values, slot, players=4)
    assert placed == expected_places
    assert points == expected_points


def test_four_player_worked_example_placements() -> None:
    # Specialized: blue, yellow, green made 5 of one type, red 2.
    assert places([5, 5, 5, 2]) == [2, 2, 2, 3]
    # Best Seller: red 4, green 3, yellow 1, blue did not sell (does not compete).
    assert places([1, 0, 3, 4]) == [3, None, 2, 1]
    # Most Versatile: red 5 types, blue 3, green and yellow 2 each.
    assert places([2, 3, 2, 5]) == [4, 2, 4, 1]


def test_two_tied_groups_each_drop_a_place() -> None:
    # Ruling G6: the first pair drops to 2nd, pushing the second pair to 3rd, and its own tie to 4th.
    assert award_points([3, 3, 2, 2], AwardSlot.A, players=4) == ([2, 2, 4, 4], [2, 2, 0, 0])


def test_nobody_competing_scores_nothing() -> None:
    assert award_points([0, 0, 0], AwardSlot.B, players=3) == ([None, None, None], [0, 0, 0])


def test_criterion_values_read_the_tracks_and_screens() -> None:
    state = started(3, seed=5)
    blue = state.seats[1]
    blue.produced[Perfume.FLORAL] = 3
    blue.produced[Perfume.EXOTIC] = 1
    blue.flasks[Perfume.FLORAL] = 2
    blue.sales = 2
    assert criterion_value(state, 1, Criterion.BEST_SELLER) == 2
    assert criterion_value(state, 1, Criterion.VERSATILE) == 2
    assert criterion_value(state, 1, Criterion.SPECIALIZED) == 3
    assert criterion_value(state, 1, Criterion.STOCKIST) == 2
    table = {result.criterion: result for result in award_table(state)}
    sellers = table[Criterion.BEST_SELLER]
    assert sellers.values == (0, 2, 0)
    assert sellers.places == (None, 1, None)
    assert sellers.points == (0, sellers.slot.points[0], 0)


@pytest.mark.parametrize("seed", range(4))
def test_who_is_ahead_is_read_off_the_public_tracks_and_never_the_flasks(seed: int) -> None:
    state = started(4, seed)
    rng = random.Random(seed)
    for _ in range(160):  # well into the game: perfumes made and sold
        if GRASSE.is_over(state):
            break
        seat = GRASSE.pending(state).acting[0]
        GRASSE.apply(state, seat, rng.choice(GRASSE.legal_actions(state, seat)))
    for viewer in (None, 0, 3):  # the same for every view: nothing private goes in
        view = GRASSE.view(state, viewer)
        for criterion in Criterion:
            ahead = ahead_now(view, criterion)
            if criterion is Criterion.STOCKIST:
                assert ahead == ()
                continue
            values = [criterion_value(state, seat, criterion) for seat in range(4)]
            best = max(values)
            assert ahead == (tuple(s for s, v in enumerate(values) if v == best) if best else ())
