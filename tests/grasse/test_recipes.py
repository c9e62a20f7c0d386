"""The recipe reference: each perfume type's ingredients with the seat's techniques applied."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.content import BASES, ESSENCES, Base, Essence, Perfume, TechniqueCard
from grasse_tui.games.grasse.rules.recipes import recipes

ALL_BASES = {base: 1 for base in BASES}


def test_a_classic_perfume_takes_the_four_bases_and_its_essence() -> None:
    floral = recipes({**ALL_BASES, Essence.FLORAL: 1}, ())[0]
    assert floral.perfume is Perfume.FLORAL and floral.bases == BASES and floral.essence is Essence.FLORAL
    assert floral.saves is None and floral.in_hand


def test_a_technique_card_saves_its_base_for_its_perfume_only() -> None:
    card = TechniqueCard(Perfume.WOODY, Base.WATER)
    no_water = {base: 1 for base in BASES if base is not Base.WATER}
    lines = {line.perfume: line for line in recipes({**no_water, Essence.WOODY: 1, Essence.FLORAL: 1}, (card,))}
    assert lines[Perfume.WOODY].saves is Base.WATER and Base.WATER not in lines[Perfume.WOODY].bases
    assert lines[Perfume.WOODY].in_hand  # no water needed
    assert not lines[Perfume.FLORAL].in_hand and lines[Perfume.FLORAL].bases == BASES  # the card is Woody's


def test_exotic_takes_the_four_bases_and_two_different_essences() -> None:
    exotic = recipes({**ALL_BASES, Essence.SPICE: 2}, ())[-1]
    assert exotic.perfume is Perfume.EXOTIC and exotic.essence is None and not exotic.in_hand  # two of one kind
    assert recipes({**ALL_BASES, Essence.SPICE: 1, Essence.HERBAL: 1}, ())[-1].in_hand
    assert recipes({**ALL_BASES, **dict.fromkeys(ESSENCES, 1)}, (TechniqueCard(Perfume.FLORAL, Base.WATER),))[-1].bases == BASES


def test_nothing_in_hand_with_an_empty_stock() -> None:
    assert not any(line.in_hand for line in recipes({}, ()))
