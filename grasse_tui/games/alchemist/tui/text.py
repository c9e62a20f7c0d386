"""How The Grand Alchemist's pieces read on screen: event cards, Savoir cards, families.

Every colour also has a letter or a glyph: seats by their colour's letter, families by a
glyph (♁ Earth, ☉ Sun, ☾ Moon)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Final

from grasse_tui.games.alchemist.rules.cards import EVENT
from grasse_tui.games.alchemist.rules.content import SAVOIR_CITIES, EventKind, Family

FAMILY_GLYPH: Final = {Family.EARTH: "♁", Family.SUN: "☉", Family.MOON: "☾"}


def event_name(card: str) -> str:
    """``"Coach +3"``, ``"Search"``."""
    event = EVENT[card]
    return f"Coach +{event.points}" if event.kind is EventKind.COACH else event.kind.value


def events_text(cards: Iterable[str]) -> str:
    """``"2 Shortcut, Coach +3, Search"``: the event cards by name, each once with its count."""
    counts = Counter(event_name(card) for card in cards)
    return ", ".join(f"{n} {name}" if n > 1 else name for name, n in sorted(counts.items()))


def savoir_numbers(cities: Iterable[str]) -> str:
    """``"1 2 · · 5 ·"``: which Savoir cities' cards are held, by their die numbers."""
    held = set(cities)
    return " ".join(str(n) if city in held else "·" for n, city in enumerate(SAVOIR_CITIES, start=1))
