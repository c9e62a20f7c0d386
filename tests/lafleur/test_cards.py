"""The designed card set: counts, names and the checks that guard them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rules.content import COMPONENT_COUNTS, Allure, FlowerCard

from .helpers import card_id


def test_the_set_has_the_rulebooks_counts_and_passes_its_checks() -> None:
    cards.validate()
    assert len(cards.FLOWERS) == COMPONENT_COUNTS["flowers"] == 88
    assert (len(cards.FEATURES), len(cards.VISITORS), len(cards.EVENTS)) == (55, 35, 30)
    assert (len(cards.CHARACTERS), len(cards.ARTISANS)) == (10, 20)


def test_flower_prices_two_symbols_two_coins_a_wild_one_one_symbol_free() -> None:
    prices = {len(card.allures) if not card.is_wild else 0: card.cost for card in cards.FLOWERS}
    assert prices == {2: 2, 0: 1, 1: 0}


def test_the_rulebooks_named_cards_are_as_it_describes_them() -> None:
    flowers = {card.name: card for card in cards.FLOWERS}
    assert sorted(a.value for a in flowers["Common Ivy"].allures) == ["A", "A"]
    assert sorted(a.value for a in flowers["Double Pink Scotch Briar Rose"].allures) == ["A", "V"]
    visitors = {card.name: card for card in cards.VISITORS}
    assert visitors["Camille"].allures == (Allure.FLOWER,)  # ruling L15
    assert visitors["Louise Marie Madeleine"].allures == (Allure.VISTA,)
    assert visitors["Marie Catherine"].rule is not None and visitors["Marie Catherine"].rule.fewest
    artisans = {card.occupation: card for card in cards.ARTISANS}
    assert artisans["Landscaper"].allure is Allure.PATH and artisans["Painter"].allure is Allure.VISTA
    assert card_id("Aurora") == "c01"


def test_each_check_names_what_is_wrong() -> None:
    with pytest.raises(ValueError, match="87 flowers"):
        cards.validate(flowers=cards.FLOWERS[:-1])
    twin = replace(cards.FLOWERS[1], card_id=cards.FLOWERS[0].card_id)
    with pytest.raises(ValueError, match="used more than once"):
        cards.validate(flowers=(cards.FLOWERS[0], twin, *cards.FLOWERS[2:]))
    bad = FlowerCard("f01", "Odd", "Odd odd", (Allure.WILD, Allure.PATH))
    with pytest.raises(ValueError, match="a wild alone"):
        cards.validate(flowers=(bad, *cards.FLOWERS[1:]))
    feature = replace(cards.FEATURES[0], allures=(Allure.WILD,))
    with pytest.raises(ValueError, match="none wild"):
        cards.validate(features=(feature, *cards.FEATURES[1:]))
    visitor = replace(cards.VISITORS[0], allures=())
    with pytest.raises(ValueError, match="one or two types, or a rule"):
        cards.validate(visitors=(visitor, *cards.VISITORS[1:]))
    pavilion = next(i for i, card in enumerate(cards.FEATURES) if card.name == "Pavilion")
    features = list(cards.FEATURES)
    features[pavilion] = replace(features[pavilion], name="Kiosk")
    with pytest.raises(ValueError, match="Pavilion is not a card"):
        cards.validate(features=tuple(features))
    pergola = next(i for i, card in enumerate(cards.FEATURES) if card.name == "Pergola")
    features = list(cards.FEATURES)
    features[pergola] = replace(features[pergola], solo=True)
    with pytest.raises(ValueError, match="Pergola is wrongly marked"):
        cards.validate(features=tuple(features))


def test_exactly_the_rulebooks_solo_exclusions_are_marked() -> None:
    out = {card.name for kind in (cards.FEATURES, cards.VISITORS, cards.EVENTS) for card in kind if not card.solo}
    assert out == {"Pergola", "Kai", "Catherine", "La Seine", "On the Terrace", "Goats", "Grand Château", "Hot Air Balloon Voyage"}
