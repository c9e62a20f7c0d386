"""The Grand Alchemist's designed content against the rulebook's component list and the
map's own rules (rulebook: Components; board description)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from grasse_tui.games.alchemist.rules import content
from grasse_tui.games.alchemist.rules.content import (
    CITIES,
    CITY,
    CONNECTIONS,
    EVENT_CARDS,
    LABORATORY_CITIES,
    SAVOIR_CARDS,
    SAVOIR_CITIES,
    TRANSMUTATION_MARKERS,
    CityKind,
    Connection,
    EventKind,
    Family,
    Link,
    neighbours,
)


def test_the_named_cities_are_on_the_map_with_their_kinds() -> None:
    assert [CITY[name].number for name in SAVOIR_CITIES] == [1, 2, 3, 4, 5, 6]
    assert len(LABORATORY_CITIES) == 9
    assert all(CITY[name].kind is CityKind.LABORATORY for name in LABORATORY_CITIES)
    assert 35 <= len(CITIES) <= 50


def test_the_map_has_every_kind_of_link_and_each_sea_passage_crosses_water() -> None:
    kinds = Counter(connection.link for connection in CONNECTIONS)
    assert kinds[Link.SHORTCUT] >= 4 and kinds[Link.SEA] >= 4
    assert ("London", Link.SEA) in neighbours("Amsterdam") and ("Dover", Link.SEA) in neighbours("Calais")
    assert ("Milan", Link.SHORTCUT) in neighbours("Geneva")  # the Alps: only with a card


def test_studying_takes_travel_no_two_savoir_cities_are_neighbours() -> None:
    for city in SAVOIR_CITIES:
        assert not {name for name, _ in neighbours(city)} & set(SAVOIR_CITIES)


def test_the_cards_and_markers_match_the_component_list() -> None:
    assert len(TRANSMUTATION_MARKERS) == 14 and Counter(TRANSMUTATION_MARKERS) == {0: 5, 1: 4, 2: 3, 3: 2}
    assert len(EVENT_CARDS) == 32 and {card.kind for card in EVENT_CARDS} == set(EventKind)
    coaches = sorted(card.points or 0 for card in EVENT_CARDS if card.kind is EventKind.COACH)
    assert coaches == [2, 2, 3, 3, 4, 4]
    assert len(SAVOIR_CARDS) == 36
    for city in SAVOIR_CITIES:  # each city's deck offers every family, twice
        assert Counter(card.family for card in SAVOIR_CARDS if card.city == city) == {family: 2 for family in Family}


def test_a_broken_map_is_refused_at_import(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(content, "CONNECTIONS", (*CONNECTIONS, Connection("Paris", "Atlantis", Link.ROAD)))
    with pytest.raises(ValueError, match="Atlantis"):
        content.validate()
    monkeypatch.setattr(content, "CONNECTIONS", tuple(c for c in CONNECTIONS if "Rome" not in (c.a, c.b)))
    with pytest.raises(ValueError, match="Rome"):
        content.validate()
    monkeypatch.setattr(content, "CONNECTIONS", CONNECTIONS)
    monkeypatch.setattr(content, "CITIES", (replace(CITIES[0], number=7), *CITIES[1:]))
    with pytest.raises(ValueError, match="1–6"):
        content.validate()
