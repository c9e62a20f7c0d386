"""Handing several owed pieces back in one decision: where a run of deliveries puts them,
and when every way of placing them comes to the same (rules/placing.py)."""

from __future__ import annotations

import pytest

from grasse_tui.games.grasse.rules.content import Base, Essence, Perfume, TechniqueCard
from grasse_tui.games.grasse.rules.placing import fill_plan, fill_plans, forced_plan, placement
from grasse_tui.games.grasse.rules.recipes import ingredients

EMPTY = [0] * 14
FULL = [4] * 14
CLASSIC = (Base.WATER, Base.ALCOHOL, Base.DILUENT, Base.FIXATIVE, Essence.FLORAL)


def test_a_perfume_hands_back_its_bases_then_its_essences_less_what_a_technique_saves() -> None:
    assert ingredients(Perfume.FLORAL, (Essence.FLORAL,), ()) == CLASSIC
    saves_water = (TechniqueCard(Perfume.FLORAL, Base.WATER),)
    assert ingredients(Perfume.FLORAL, (Essence.FLORAL,), saves_water) == CLASSIC[1:]
    exotic = ingredients(Perfume.EXOTIC, (Essence.SPICE, Essence.WOODY), saves_water)
    assert exotic == (*CLASSIC[:4], Essence.SPICE, Essence.WOODY)  # no technique for Exotic


def test_pieces_fill_the_first_space_then_go_to_the_nearest_with_room_ahead_on_a_tie() -> None:
    assert fill_plan(EMPTY, 3, 5) == (3, 3, 3, 3, 4)
    counts = list(EMPTY)
    counts[4] = 4  # full (0-based): 2 is nearer to 3 than 5 is
    assert fill_plan(counts, 3, 6) == (3, 3, 3, 3, 2, 2)
    counts[2] = 4  # 1 and 5 are as near: the one ahead
    assert fill_plan(counts, 3, 6) == (3, 3, 3, 3, 5, 5)
    counts = list(FULL)
    counts[13], counts[0] = 2, 3
    assert fill_plan(counts, 13, 3) == (13, 13, 0)  # the track wraps round


def test_a_full_start_or_too_little_room_is_refused() -> None:
    counts = list(FULL)
    counts[5] = 3
    with pytest.raises(ValueError):
        fill_plan(counts, 5, 2)
    with pytest.raises(ValueError):
        fill_plan(counts, 6, 1)


def test_plans_that_leave_the_same_pieces_on_the_same_spaces_are_offered_once() -> None:
    counts = list(FULL)
    counts[2] = counts[3] = 2  # room for two on each: from 2, or from 3, the same two spaces
    owed = (Base.WATER, Base.WATER, Base.WATER, Base.WATER)
    assert fill_plans(counts, owed) == [(2, 2, 3, 3)]
    mixed = (Base.WATER, Base.WATER, Base.ALCOHOL, Base.ALCOHOL)
    assert fill_plans(counts, mixed) == [(2, 2, 3, 3), (3, 3, 2, 2)]  # which pieces go where differs
    assert placement((2, 3), mixed[1:3]) != placement((3, 2), mixed[1:3])


def test_a_hand_back_is_forced_when_one_space_has_room_or_like_pieces_fill_the_room_exactly() -> None:
    counts = list(FULL)
    counts[6] = 0
    assert forced_plan(counts, CLASSIC[:4]) == (6, 6, 6, 6)
    counts[9] = 3  # two spaces, room for five, five pieces alike
    assert forced_plan(counts, (Base.WATER,) * 5) == (6, 6, 6, 6, 9)
    assert forced_plan(counts, CLASSIC) is None  # which piece goes to space 10 is a choice
    assert forced_plan(EMPTY, CLASSIC) is None
    assert forced_plan(counts, ()) is None
    assert forced_plan(counts, (Base.WATER,) * 6) is None  # no room for them all
