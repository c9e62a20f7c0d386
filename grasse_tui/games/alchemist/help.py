"""The Grand Alchemist's in-app rules help: ``help.md`` in our own words, its "Table
rulings" rendered from :data:`RULINGS`, and a catalogue of the designed components (the
transmutation markers, the event and Savoir cards, the map's cities and links) built from
the content data, so the help never disagrees with what the app plays.

Pure Python: nothing here imports textual or rich.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from importlib.resources import files
from typing import Final

from grasse_tui.core.rulings import with_table_rulings
from grasse_tui.core.wording import counted
from grasse_tui.games.alchemist.rules.content import (
    CITIES,
    CITY,
    CONNECTIONS,
    EVENT_CARDS,
    SAVOIR_CARDS,
    SAVOIR_CITIES,
    TRANSMUTATION_MIX,
    CityKind,
    EventKind,
    Family,
    Link,
    neighbours,
)
from grasse_tui.games.alchemist.rulings import RULINGS

CITY_GROUPS: Final = {
    CityKind.SAVOIR: "Savoir cities",
    CityKind.LABORATORY: "Laboratory cities",
    CityKind.ORDINARY: "Ordinary cities",
}
"""The catalogue's name for each kind of city."""


def city_label(name: str) -> str:
    """A city as the help names it: ``"1 Paris"`` for a Savoir city (its die number), else ``"Lyon"``."""
    number = CITY[name].number
    return name if number is None else f"{number} {name}"


def _markers() -> list[str]:
    """``["### Transmutation markers (14)", "", "- 5 explosions", "- 4 showing 1 ingot", …]``."""
    total = sum(TRANSMUTATION_MIX.values())
    lines = [f"### Transmutation markers ({total})", ""]
    for ingots, count in TRANSMUTATION_MIX.items():
        shown = counted(count, "explosion") if ingots == 0 else f"{count} showing {counted(ingots, 'ingot')}"
        lines.append(f"- {shown}")
    return lines


def _event_line(kind: EventKind) -> str:
    """``"- **Search**: 4 cards"``; a coach adds its values: ``"… (2 of +2, 2 of +3, 2 of +4)"``."""
    cards = [card for card in EVENT_CARDS if card.kind is kind]
    points = Counter(card.points for card in cards if card.points is not None)
    values = ", ".join(f"{count} of +{value}" for value, count in sorted(points.items()))
    return f"- **{kind.value}**: {counted(len(cards), 'card')}" + (f" ({values})" if values else "")


def _events() -> list[str]:
    """``["### Event cards (32)", "", "- **Search**: 4 cards", …]``, one line per kind."""
    return [f"### Event cards ({len(EVENT_CARDS)})", "", *(_event_line(kind) for kind in EventKind)]


def _savoir() -> list[str]:
    """``["### Savoir cards (36)", "", "- **1 Paris**: 2 Earth, 2 Sun, 2 Moon", …]``."""
    lines = [f"### Savoir cards ({len(SAVOIR_CARDS)})", ""]
    for city in SAVOIR_CITIES:
        families = Counter(card.family for card in SAVOIR_CARDS if card.city == city)
        mix = ", ".join(f"{families[family]} {family.value}" for family in Family if families[family])
        lines.append(f"- **{city_label(city)}**: {mix}")
    return lines


def _cities() -> list[str]:
    """``["### Cities (42)", "", "- **Savoir cities** (6): 1 Paris, …", …]``: Savoir cities in
    die order, the others alphabetically."""
    lines = [f"### Cities ({len(CITIES)})", ""]
    for kind, group in CITY_GROUPS.items():
        names = [city.name for city in CITIES if city.kind is kind]
        shown = names if kind is CityKind.SAVOIR else sorted(names)
        lines.append(f"- **{group}** ({len(names)}): {', '.join(map(city_label, shown))}")
    return lines


def _links(link: Link, heading: str) -> list[str]:
    """``["### Shortcuts (6)", "", "- Toulouse – Barcelona", …]``: every connection of ``link``."""
    pairs = [f"- {city_label(c.a)} – {city_label(c.b)}" for c in CONNECTIONS if c.link is link]
    return [f"### {heading} ({len(pairs)})", "", *pairs]


def _neighbour_line(name: str) -> str:
    """``"- **Barcelona**: Valencia, Zaragoza · shortcut Toulouse · sea Genoa"``."""
    parts = []
    for link, prefix in ((Link.ROAD, ""), (Link.SHORTCUT, "shortcut "), (Link.SEA, "sea ")):
        near = sorted(city for city, _ in neighbours(name, frozenset({link})))
        if near:
            parts.append(prefix + ", ".join(map(city_label, near)))
    return f"- **{city_label(name)}**: {' · '.join(parts)}"


def _neighbours() -> list[str]:
    """``["### Neighbours", "", "- **Amsterdam**: …", …]``: every city's links, alphabetically."""
    return ["### Neighbours", "", *(_neighbour_line(name) for name in sorted(CITY))]


def catalogue() -> str:
    """The designed components as Markdown: ``## Catalogue`` with a ``###`` per part."""
    parts = (
        _markers(),
        _events(),
        _savoir(),
        _cities(),
        _links(Link.SHORTCUT, "Shortcuts"),
        _links(Link.SEA, "Sea passages"),
        _neighbours(),
    )
    lines = [
        "## Catalogue",
        "",
        "Every marker, card and city of the game, as the app plays it. The rulebook shows them only "
        "in pictures, so the mixes and the map are the app's own design.",
    ]
    for part in parts:
        lines += ["", *part]
    return "\n".join(lines) + "\n"


@cache
def help_markdown() -> str:
    """The complete Grand Alchemist help as Markdown: rules, table rulings, catalogue."""
    text = files("grasse_tui.games.alchemist").joinpath("help.md").read_text(encoding="utf-8")
    rules = with_table_rulings(text, RULINGS)
    return f"{rules.rstrip()}\n\n{catalogue()}"
