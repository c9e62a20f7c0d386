"""The designed card set: counts, the rulebook's named cards, and each check of
``cards.validate`` shown to fail on a set broken in that one way."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, TypeVar

import pytest

from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rules.catalogue import effect_text
from grasse_tui.games.lafleur.rules.content import (
    COMPONENT_COUNTS,
    TRACKED,
    Allure,
    ArtisanAbility,
    Character,
    ChooseOne,
    Count,
    Discount,
    EventTiming,
    ExtraPurchase,
    FlowerCard,
    FreeReveals,
    FromEachOther,
    Gain,
    GainIf,
    GainPer,
    Location,
    LocationBonus,
    Measure,
    Most,
    PriceChange,
    Reward,
    RomanceAt,
    Timing,
    VisitRule,
)

A, P, W, F, V, X = Allure.ARCHITECTURE, Allure.PATH, Allure.WATER, Allure.FLOWER, Allure.VISTA, Allure.WILD
T = TypeVar("T", bound=cards.Card)


def _by_name(kind: Sequence[Any], name: str) -> Any:
    return next(card for card in kind if cards.card_name(card) == name)


def _changed(kind: Sequence[T], called: str, /, **changes: Any) -> tuple[T, ...]:
    """``kind`` with the card ``called`` so changed."""
    return tuple(replace(card, **changes) if cards.card_name(card) == called else card for card in kind)


# --- The set as designed ----------------------------------------------------------------


def test_the_set_has_the_rulebooks_counts_and_passes_its_checks() -> None:
    cards.validate()
    counts = {
        "flowers": len(cards.FLOWERS),
        "features": len(cards.FEATURES),
        "visitors": len(cards.VISITORS),
        "events": len(cards.EVENTS),
        "characters": len(cards.CHARACTERS),
        "artisans": len(cards.ARTISANS),
    }
    assert counts == COMPONENT_COUNTS == {
        "flowers": 88,
        "features": 55,
        "visitors": 35,
        "events": 30,
        "characters": 10,
        "artisans": 20,
    }


def test_ids_run_in_order_within_each_kind() -> None:
    for prefix, kind in (
        ("f", cards.FLOWERS),
        ("g", cards.FEATURES),
        ("v", cards.VISITORS),
        ("e", cards.EVENTS),
        ("c", cards.CHARACTERS),
        ("a", cards.ARTISANS),
    ):
        assert [card.card_id for card in kind] == [f"{prefix}{n:02d}" for n in range(1, len(kind) + 1)]


def test_the_flower_mix_one_symbol_two_symbols_and_wild() -> None:
    sizes = Counter("wild" if card.is_wild else len(card.allures) for card in cards.FLOWERS)
    assert sizes == {1: 50, 2: 26, "wild": 12}
    singles = Counter(card.allures[0] for card in cards.FLOWERS if len(card.allures) == 1 and not card.is_wild)
    assert singles == dict.fromkeys(TRACKED, 10)
    assert any(len(set(card.allures)) == 1 for card in cards.FLOWERS if len(card.allures) == 2)


def test_flower_cost_two_symbols_two_coins_a_wild_one_one_symbol_free() -> None:
    assert FlowerCard("x1", "Test", "Testus testus", (A, V)).cost == 2
    assert FlowerCard("x2", "Test", "Testus testus", (A, A)).cost == 2
    assert FlowerCard("x3", "Test", "Testus testus", (X,)).cost == 1
    assert FlowerCard("x4", "Test", "Testus testus", (W,)).cost == 0
    for card in cards.FLOWERS:
        assert card.cost == (1 if card.allures == (X,) else 2 if len(card.allures) == 2 else 0), card.name


def test_common_ivy_and_the_double_pink_scotch_briar_rose() -> None:
    ivy = _by_name(cards.FLOWERS, "Common Ivy")
    assert (ivy.latin, ivy.allures, ivy.cost) == ("Hedera helix", (A, A), 2)
    rose = _by_name(cards.FLOWERS, "Double Pink Scotch Briar Rose")
    assert (rose.latin, rose.allures, rose.cost) == ("Rosa spinosissima", (V, A), 2)


def test_the_pavilion_costs_a_vista_a_path_and_two_architecture() -> None:
    pavilion = _by_name(cards.FEATURES, "Pavilion")
    assert pavilion.french == "Pavillon"
    assert Counter(pavilion.allures) == {V: 1, P: 1, A: 2}


def test_the_pergola_is_out_of_the_solo_game_and_involves_the_other_players() -> None:
    pergola = _by_name(cards.FEATURES, "Pergola")
    assert not pergola.solo and isinstance(pergola.ability, FromEachOther | Most)


def test_the_rulebooks_game_end_examples_are_features() -> None:
    game_end = {card.ability for card in cards.FEATURES if card.timing is Timing.GAME_END}
    assert GainIf(Count(Measure.LEAST_ALLURE), 2, Reward(prestige=3)) in game_end
    assert GainPer(Count(Measure.ALLURE, F), 3, Reward(prestige=1)) in game_end
    assert GainIf(Count(Measure.ALLURE, F), 4, Reward(prestige=2)) in game_end


def test_features_timings_prices_and_romance() -> None:
    timings = Counter(card.timing for card in cards.FEATURES)
    assert timings == {Timing.WHEN_ACQUIRED: 12, Timing.WHEN_VISITED: 12, Timing.END_OF_ROUND: 15, Timing.GAME_END: 16}
    sizes = Counter(len(card.allures) for card in cards.FEATURES)
    assert sizes[2] + sizes[3] > len(cards.FEATURES) / 2
    romances = [c for c in cards.FEATURES if isinstance(c.ability, RomanceAt)]
    assert 2 <= len(romances) <= 3
    assert all(c.timing is Timing.WHEN_VISITED and c.ability.allure in (3, 4) for c in romances)  # type: ignore[union-attr]


def test_a_feature_paying_for_each_visitor_says_visitor_and_for_every_two_visitors() -> None:
    assert effect_text(_by_name(cards.FEATURES, "Music Kiosk").ability) == "+1 coin for each visitor"
    parterre = _by_name(cards.FEATURES, "Flower Parterre").ability
    assert effect_text(parterre) == "+1 flower card for each visitor (at most 3 times)"
    assert effect_text(_by_name(cards.FEATURES, "Fountain").ability) == "+1 prestige for every 2 visitors"
    each = GainPer(Count(Measure.HAND), 1, Reward(coins=1))
    assert effect_text(each) == "+1 coin for each flower card in hand"


def test_the_garden_party_examples_visitors() -> None:
    camille = _by_name(cards.VISITORS, "Camille")
    assert camille.allures == (F,) and camille.effects == (Gain(Reward(prestige=1, flowers=1)),)
    assert _by_name(cards.VISITORS, "André").allures == (A,)
    louise = _by_name(cards.VISITORS, "Louise Marie Madeleine")
    assert louise.allures == (V,) and louise.effects == (Gain(Reward(coins=2)),)
    marie = _by_name(cards.VISITORS, "Marie Catherine")
    assert marie.allures == () and marie.rule == VisitRule(Count(Measure.PRESTIGE), fewest=True)


def test_kai_and_catherine_are_out_of_the_solo_game_and_involve_the_others() -> None:
    for name in ("Kai", "Catherine"):
        visitor = _by_name(cards.VISITORS, name)
        assert not visitor.solo
        assert any(isinstance(effect, FromEachOther | Most) for effect in visitor.effects)


def test_the_visitor_mix() -> None:
    types = Counter(len(card.allures) for card in cards.VISITORS)
    assert types == {1: 26, 2: 5, 0: 4}
    singles = Counter(card.allures[0] for card in cards.VISITORS if len(card.allures) == 1)
    assert set(singles) == set(TRACKED) and max(singles.values()) - min(singles.values()) <= 1


def test_the_named_events() -> None:
    for name in ("La Seine", "On the Terrace", "Goats", "Grand Château", "Hot Air Balloon Voyage"):
        assert not _by_name(cards.EVENTS, name).solo
    notre_dame = _by_name(cards.EVENTS, "Notre Dame de Paris")
    assert notre_dame.timing is EventTiming.START and notre_dame.solo
    (choice,) = notre_dame.effects
    assert isinstance(choice, ChooseOne) and choice.options[0] == Reward(prestige=1) and len(choice.options) >= 2


def test_events_during_the_round_change_a_location() -> None:
    timings = Counter(card.timing for card in cards.EVENTS)
    assert all(seen >= 8 for seen in timings.values())
    for event in cards.EVENTS:
        if event.timing is EventTiming.DURING:
            assert all(isinstance(effect, LocationBonus | PriceChange) for effect in event.effects), event.name


def test_aurora_is_the_rulebooks_example() -> None:
    aurora = _by_name(cards.CHARACTERS, "Aurora")
    assert aurora.abilities == (
        GainPer(Count(Measure.ALLURE, F), 3, Reward(flowers=1)),
        GainPer(Count(Measure.ALLURE, V), 3, Reward(coins=1)),
        GainIf(Count(Measure.HAND), 5, Reward(prestige=1)),
    )


def test_the_solo_opponents_count_only_what_an_automaton_has() -> None:
    for name in cards.SOLO_OPPONENT_NAMES:
        for ability in _by_name(cards.CHARACTERS, name).abilities:
            what = getattr(ability, "count", None)
            assert what is None or what.measure in cards.AUTOMATON_MEASURES, name


ALLOWED: dict[Location, tuple[ArtisanAbility, ...]] = {
    Location.FLOWER_MARKET: (ExtraPurchase(), Discount(1)),
    Location.GARDEN_FEATURES: (FreeReveals(), ExtraPurchase(), Reward(coins=1)),
    Location.ARTISAN_GUILD: (Discount(2), Discount(3)),
    Location.SPECIAL_INVITATION: (RomanceAt(4), Reward(coins=1), Reward(flowers=1)),
    Location.PRESTIGE: (Reward(coins=1), Reward(flowers=1)),
    Location.COIN: (Reward(coins=1), Reward(flowers=1)),
}


def test_the_artisans() -> None:
    assert _by_name(cards.ARTISANS, "Landscaper").allure is P
    assert _by_name(cards.ARTISANS, "Painter").allure is V
    assert Counter(card.allure for card in cards.ARTISANS) == dict.fromkeys(TRACKED, 4)
    assert all(3 <= seen <= 4 for seen in Counter(card.location for card in cards.ARTISANS).values())
    assert {card.location for card in cards.ARTISANS} == set(Location)
    for artisan in cards.ARTISANS:
        assert artisan.ability in ALLOWED[artisan.location], artisan.occupation


# --- Each check fails on a set broken in that one way -----------------------------------


def _wrong_count() -> None:
    cards.validate(flowers=cards.FLOWERS[:-1])


def _shared_id_across_kinds() -> None:
    cards.validate(visitors=_changed(cards.VISITORS, "Camille", card_id="f01"))


def _two_features_one_name() -> None:
    cards.validate(features=_changed(cards.FEATURES, "Garden Bench", name="Sundial"))


def _two_flowers_one_species() -> None:
    cards.validate(flowers=_changed(cards.FLOWERS, "Peony", latin="Rosa damascena"))


def _two_artisans_one_occupation() -> None:
    cards.validate(artisans=_changed(cards.ARTISANS, "Florist", occupation="Gardener"))


def _flower_three_symbols() -> None:
    cards.validate(flowers=_changed(cards.FLOWERS, "Peony", allures=(F, F, F)))


def _flower_no_symbol() -> None:
    cards.validate(flowers=_changed(cards.FLOWERS, "Peony", allures=()))


def _flower_wild_with_another() -> None:
    cards.validate(flowers=_changed(cards.FLOWERS, "Corn Poppy", allures=(X, P)))


def _feature_five_symbols() -> None:
    cards.validate(features=_changed(cards.FEATURES, "Pavilion", allures=(V, P, A, A, W)))


def _feature_wild() -> None:
    cards.validate(features=_changed(cards.FEATURES, "Garden Bench", allures=(X,)))


def _visitor_neither_type_nor_rule() -> None:
    cards.validate(visitors=_changed(cards.VISITORS, "Camille", allures=()))


def _visitor_both_type_and_rule() -> None:
    cards.validate(visitors=_changed(cards.VISITORS, "Camille", rule=VisitRule(Count(Measure.COINS))))


def _visitor_three_types() -> None:
    cards.validate(visitors=_changed(cards.VISITORS, "Camille", allures=(F, A, V)))


def _character_two_abilities() -> None:
    short = tuple(
        Character(card.card_id, card.name, card.abilities[:2]) if card.name == "Colette" else card  # type: ignore[arg-type]
        for card in cards.CHARACTERS
    )
    cards.validate(characters=short)


def _pavilion_missing() -> None:
    cards.validate(features=_changed(cards.FEATURES, "Pavilion", name="Kiosk"))


def _camille_in_the_wrong_kind() -> None:
    renamed = _changed(cards.VISITORS, "Camille", name="Camilla")
    cards.validate(visitors=renamed, events=_changed(cards.EVENTS, "Birdsong", name="Camille"))


def _painter_missing() -> None:
    cards.validate(artisans=_changed(cards.ARTISANS, "Painter", occupation="Decorator"))


def _pergola_in_the_solo_game() -> None:
    cards.validate(features=_changed(cards.FEATURES, "Pergola", solo=True))


def _another_card_out_of_the_solo_game() -> None:
    cards.validate(visitors=_changed(cards.VISITORS, "Camille", solo=False))


def _solo_opponent_counting_features() -> None:
    niwa = _by_name(cards.CHARACTERS, "Mademoiselle Niwa")
    abilities = (*niwa.abilities[:2], GainPer(Count(Measure.FEATURES), 3, Reward(prestige=1)))
    cards.validate(characters=_changed(cards.CHARACTERS, "Mademoiselle Niwa", abilities=abilities))


def _notre_dame_coins_first() -> None:
    choice = (ChooseOne((Reward(coins=3), Reward(prestige=1))),)
    cards.validate(events=_changed(cards.EVENTS, "Notre Dame de Paris", effects=choice))


BROKEN: dict[str, tuple[Callable[[], None], str]] = {
    "count": (_wrong_count, "87 flowers, the rulebook has 88"),
    "id": (_shared_id_across_kinds, "card id f01 is used more than once"),
    "feature name": (_two_features_one_name, "two features are named Sundial"),
    "flower species": (_two_flowers_one_species, "two flowers are named Rosa damascena"),
    "occupation": (_two_artisans_one_occupation, "two artisans are named Gardener"),
    "flower 3 symbols": (_flower_three_symbols, "Peony.*one or two symbols"),
    "flower no symbol": (_flower_no_symbol, "Peony.*one or two symbols"),
    "wild not alone": (_flower_wild_with_another, "Corn Poppy.*a wild alone"),
    "feature 5 symbols": (_feature_five_symbols, "Pavilion.*1–4 symbols"),
    "feature wild": (_feature_wild, "Garden Bench.*none wild"),
    "visitor no type or rule": (_visitor_neither_type_nor_rule, "Camille.*one or two types, or a rule"),
    "visitor type and rule": (_visitor_both_type_and_rule, "Camille.*one or two types, or a rule"),
    "visitor 3 types": (_visitor_three_types, "Camille.*one or two types, or a rule"),
    "character abilities": (_character_two_abilities, "Colette.*three abilities"),
    "required feature": (_pavilion_missing, "Pavilion is not one of the features"),
    "required in its kind": (_camille_in_the_wrong_kind, "Camille is not one of the visitors"),
    "required artisan": (_painter_missing, "Painter is not one of the artisans"),
    "solo exclusion missing": (_pergola_in_the_solo_game, "Pergola is wrongly marked"),
    "solo exclusion extra": (_another_card_out_of_the_solo_game, "Camille is wrongly marked"),
    "solo opponent measure": (_solo_opponent_counting_features, "Mademoiselle Niwa counts garden features"),
    "notre dame": (_notre_dame_coins_first, "Notre Dame de Paris"),
}


@pytest.mark.parametrize("rule", BROKEN)
def test_each_check_fails_naming_what_is_wrong(rule: str) -> None:
    breaking, message = BROKEN[rule]
    with pytest.raises(ValueError, match=message):
        breaking()

