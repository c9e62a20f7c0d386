"""The card set's checks (rulebook: Game Components): each rule of the component list fails
a card set that breaks it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from grasse_tui.games.essences.rules.cards import ESSENCES, PERFUME_CARDS, validate
from grasse_tui.games.essences.rules.content import Theme, association


def test_the_card_set_has_the_component_counts() -> None:
    validate(ESSENCES, PERFUME_CARDS)
    assert len(ESSENCES) == 100 and len(PERFUME_CARDS) == 58
    assert len({side.name for card in PERFUME_CARDS for side in card.sides}) == 116


def test_a_missing_essence_or_perfume_card_fails() -> None:
    with pytest.raises(ValueError, match="99 essences"):
        validate(ESSENCES[:-1], PERFUME_CARDS)
    with pytest.raises(ValueError, match="57 perfume cards"):
        validate(ESSENCES, PERFUME_CARDS[:-1])


def test_a_name_used_twice_fails() -> None:
    twin = replace(ESSENCES[1], name=ESSENCES[0].name)
    with pytest.raises(ValueError, match="named twice"):
        validate((ESSENCES[0], twin, *ESSENCES[2:]), PERFUME_CARDS)


@pytest.mark.parametrize("themes", [(Theme.SEA,), (Theme.SEA, Theme.SEA), tuple(Theme)[:5]])
def test_a_card_needs_two_to_four_different_themes(themes: tuple[Theme, ...]) -> None:
    odd = replace(ESSENCES[0], themes=themes)
    with pytest.raises(ValueError, match="two to four different themes"):
        validate((odd, *ESSENCES[1:]), PERFUME_CARDS)


def test_association_weighs_a_cards_first_theme_double() -> None:
    sea_first = replace(ESSENCES[0], themes=(Theme.SEA, Theme.HOLIDAY))
    perfume = replace(PERFUME_CARDS[0].sides[0], themes=(Theme.SEA, Theme.HOLIDAY, Theme.LOVE))
    assert association(sea_first, perfume) == 2 * 2 + 1 * 1
    assert association(replace(sea_first, themes=(Theme.ROT, Theme.COLD)), perfume) == 0
