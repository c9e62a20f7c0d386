"""What The Grand Alchemist is made of (rulebook: Components; board description), as types
and data: the map of Renaissance Europe, the transmutation markers, the event cards and the
Savoir cards. The rulebook gives no map, no card list and no marker mix (its board and card
faces are pictures), so all of it is the project's design, checked at import
(:func:`validate`).

The map: 42 cities joined by roads; dotted shortcuts (only with a shortcut card; free for
the Grand Inquisitor) cross mountains (the Alps, Pyrenees, Apennines, Bohemian forest and
Spanish sierras); sea passages, each with a storm symbol, cross the Channel, the North
Sea, the Skagerrak, the Baltic and the western Mediterranean. The six Savoir cities carry
the numbers 1–6 that a die roll names; no two of them are neighbours, so studying takes
travel. The two prison spaces (judgement and prison) are places on the board but no
cities: no road leads there.

The mixes (and why):

* 14 transmutation markers: 5 explosions, 4 of one ingot, 3 of two, 2 of three. A marker
  yields 1.5 ingots on average, so a pure Grand Œuvre (three markers) brings about 4.5 and
  a three-family one 1.5: purity matters, and 5 ingots usually take two or three works.
* 32 event cards over the nine kinds: 6 coaches (two each of +2, +3, +4) and 5 shortcuts,
  the movement cards the board's shortcuts and long roads call for; 4 each of search,
  protection (it answers the search, storms and the dungeon) and swordsman (a duel with
  none is a coin toss); 3 prisons; 2 each of the plague, the thief and the secret alloy,
  whose effects are the strongest.
* 36 Savoir cards, 6 per Savoir city: two of each family (Earth, Sun, Moon) in every city,
  so a pure set of six exists in every family and each city's deck offers each one.
"""

from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass
from enum import Enum
from typing import Final


class CityKind(Enum):
    SAVOIR = "Savoir city"
    """Where alchemists study (parchment symbol); numbered 1–6."""
    LABORATORY = "laboratory city"
    """Where a Secret Laboratory may hide (alembic symbol)."""
    ORDINARY = "city"


class Link(Enum):
    """How two neighbouring cities are joined."""

    ROAD = "road"
    SHORTCUT = "shortcut"
    """Dotted: a marker takes it only with a shortcut card; the Grand Inquisitor always may."""
    SEA = "sea passage"
    """With a storm symbol: a die roll of 1 costs a random Savoir card."""


@dataclass(frozen=True, slots=True)
class City:
    """A city of the map: its name, its kind, and (a Savoir city) its die number."""

    name: str
    kind: CityKind
    number: int | None = None


@dataclass(frozen=True, slots=True)
class Connection:
    """A road, shortcut or sea passage between two cities (either way)."""

    a: str
    b: str
    link: Link


SAVOIR_CITIES: Final = ("Paris", "London", "Oslo", "Prague", "Rome", "Valladolid")
"""In die order: a roll of 1 names Paris, 6 Valladolid."""
LABORATORY_CITIES: Final = ("Lisbon", "Amsterdam", "Vienna", "Barcelona", "Bordeaux", "Lyon", "Berlin", "Milan", "Dunbar")
ORDINARY_CITIES: Final = (
    "Porto", "Salamanca", "Madrid", "Seville", "Valencia", "Zaragoza", "Toulouse", "Nantes",
    "Rouen", "Calais", "Dover", "York", "Edinburgh", "Bergen", "Copenhagen", "Stockholm",
    "Hamburg", "Bremen", "Cologne", "Brussels", "Strasbourg", "Geneva", "Marseille", "Genoa",
    "Venice", "Florence", "Naples",
)  # fmt: skip

_ROADS: Final = """
Lisbon-Porto Lisbon-Seville Porto-Salamanca Salamanca-Valladolid Salamanca-Madrid
Valladolid-Madrid Valladolid-Zaragoza Madrid-Seville Madrid-Valencia Valencia-Barcelona
Zaragoza-Barcelona Zaragoza-Valencia Valladolid-Bordeaux Bordeaux-Toulouse Bordeaux-Nantes
Toulouse-Marseille Toulouse-Lyon Nantes-Paris Nantes-Rouen Rouen-Paris Rouen-Calais
Paris-Calais Paris-Lyon Paris-Strasbourg Paris-Brussels Lyon-Marseille Lyon-Geneva
Marseille-Genoa Genoa-Milan Genoa-Florence Milan-Venice Florence-Rome
Florence-Venice Rome-Naples Geneva-Strasbourg Strasbourg-Cologne Brussels-Calais
Brussels-Amsterdam Brussels-Cologne Amsterdam-Bremen Cologne-Bremen Cologne-Prague
Bremen-Hamburg Hamburg-Berlin Hamburg-Copenhagen Berlin-Prague Prague-Vienna Vienna-Venice
Dover-London London-York York-Edinburgh Edinburgh-Dunbar Dunbar-York Bergen-Oslo
Oslo-Stockholm Stockholm-Copenhagen
"""
_SHORTCUTS: Final = """
Toulouse-Barcelona Geneva-Milan Strasbourg-Prague Vienna-Milan Madrid-Lisbon Florence-Naples
"""
_SEAS: Final = """
Calais-Dover London-Amsterdam Dunbar-Bergen Edinburgh-Oslo Barcelona-Genoa Berlin-Stockholm
Seville-Naples Copenhagen-Oslo
"""


def _connections(text: str, link: Link) -> tuple[Connection, ...]:
    """``"Paris-Lyon Lyon-Geneva"`` as connections of kind ``link``."""
    pairs = (pair.split("-") for pair in text.split())
    return tuple(Connection(a, b, link) for a, b in pairs)


CITIES: Final[tuple[City, ...]] = (
    *(City(name, CityKind.SAVOIR, number) for number, name in enumerate(SAVOIR_CITIES, start=1)),
    *(City(name, CityKind.LABORATORY) for name in LABORATORY_CITIES),
    *(City(name, CityKind.ORDINARY) for name in ORDINARY_CITIES),
)
CITY: Final = {city.name: city for city in CITIES}
CONNECTIONS: Final[tuple[Connection, ...]] = (
    _connections(_ROADS, Link.ROAD) + _connections(_SHORTCUTS, Link.SHORTCUT) + _connections(_SEAS, Link.SEA)
)
PRISON_SPACES: Final = ("Judgement", "Prison")
"""The dungeon's two spaces: no road leads there."""


def neighbours(city: str, links: frozenset[Link] = frozenset(Link)) -> tuple[tuple[str, Link], ...]:
    """The cities one step from ``city`` by the given kinds of link, with the link taken."""
    return tuple(
        (c.b if c.a == city else c.a, c.link) for c in CONNECTIONS if city in (c.a, c.b) and c.link in links
    )


def link_between(a: str, b: str) -> Link:
    """The link from city ``a`` to its neighbour ``b``. StopIteration when they are not neighbours."""
    return next(link for city, link in neighbours(a) if city == b)


class Role(Enum):
    """What a seat's marker is: each seat has one alchemist (marked with a cross underneath)
    and assistants; the markers look alike to everyone but their owner."""

    ALCHEMIST = "alchemist"
    ASSISTANT = "assistant"


class Family(Enum):
    """An alchemical family of the Savoir cards (the purity code counts them)."""

    EARTH = "Earth"
    SUN = "Sun"
    MOON = "Moon"


@dataclass(frozen=True, slots=True)
class SavoirCard:
    """A Savoir card ``"s-paris-1"``…: the city it is studied in and its family."""

    card_id: str
    city: str
    family: Family


SAVOIR_CARDS: Final[tuple[SavoirCard, ...]] = tuple(
    SavoirCard(f"s-{city.lower()}-{index + 1}", city, tuple(Family)[index % 3])
    for city in SAVOIR_CITIES
    for index in range(6)
)


class EventKind(Enum):
    """The nine kinds of event card (rulebook: Section 4)."""

    SEARCH = "Search"
    PROTECTION = "Protection"
    PRISON = "Prison"
    SWORDSMAN = "Swordsman"
    PLAGUE = "Plague epidemic"
    THIEF = "Thief"
    COACH = "Coach"
    SHORTCUT = "Shortcut"
    ALLOY = "Secret alloy"


EVENT_MIX: Final = {
    EventKind.SEARCH: (None,) * 4,
    EventKind.PROTECTION: (None,) * 4,
    EventKind.PRISON: (None,) * 3,
    EventKind.SWORDSMAN: (None,) * 4,
    EventKind.PLAGUE: (None,) * 2,
    EventKind.THIEF: (None,) * 2,
    EventKind.COACH: (2, 2, 3, 3, 4, 4),
    EventKind.SHORTCUT: (None,) * 5,
    EventKind.ALLOY: (None,) * 2,
}
"""Each kind's cards; a coach card's number is its extra movement points."""


@dataclass(frozen=True, slots=True)
class EventCard:
    """An event card ``"e01"``…: its kind and (a coach) its extra movement points."""

    card_id: str
    kind: EventKind
    points: int | None = None


EVENT_CARDS: Final[tuple[EventCard, ...]] = tuple(
    EventCard(f"e{number:02d}", kind, points)
    for number, (kind, points) in enumerate(
        ((kind, points) for kind, values in EVENT_MIX.items() for points in values), start=1
    )
)

TRANSMUTATION_MIX: Final = {0: 5, 1: 4, 2: 3, 3: 2}
"""Transmutation markers by the ingots they show (0: an explosion)."""
TRANSMUTATION_MARKERS: Final[tuple[int, ...]] = tuple(
    ingots for ingots, count in TRANSMUTATION_MIX.items() for _ in range(count)
)


WALKED: Final = frozenset({Link.ROAD, Link.SEA})
"""The links a marker takes without a card."""


def distances(start: str, links: frozenset[Link] = WALKED) -> dict[str, int]:
    """Each city reachable from ``start`` by ``links`` → the fewest steps there (breadth first)."""
    seen, queue = {start: 0}, deque([start])
    while queue:
        here = queue.popleft()
        for city, _ in neighbours(here, links):
            if city not in seen:
                seen[city] = seen[here] + 1
                queue.append(city)
    return seen


def validate() -> None:
    """Check the design against the rulebook's components and the map's own rules: 6
    Savoir cities numbered 1–6 and the 9 named laboratory cities among 35–50; every link
    between two known cities, once; every city reached by roads and sea passages alone; no
    two Savoir cities neighbours; 14 transmutation markers with explosions and 1–3 ingots;
    32 event cards of the nine kinds; 36 Savoir cards, 6 a city. Raises ValueError naming
    what is wrong."""
    names = [city.name for city in CITIES]
    if len(set(names)) != len(names) or not 35 <= len(names) <= 50:
        raise ValueError(f"the map needs 35–50 cities of distinct names, it has {len(names)}")
    if sorted(c.number for c in CITIES if c.number) != [1, 2, 3, 4, 5, 6]:
        raise ValueError("the six Savoir cities need the numbers 1–6")
    pairs = Counter(frozenset((c.a, c.b)) for c in CONNECTIONS)
    for pair, count in pairs.items():
        unknown = set(pair) - set(names)
        if unknown or len(pair) != 2 or count > 1:
            raise ValueError(f"the link {' - '.join(sorted(pair))} is unknown, a loop or doubled")
    walked = set(distances(names[0]))
    if walked != set(names):
        raise ValueError(f"cities out of reach without shortcuts: {', '.join(sorted(set(names) - walked))}")
    for savoir in SAVOIR_CITIES:
        near = {city for city, _ in neighbours(savoir)} & set(SAVOIR_CITIES)
        if near:
            raise ValueError(f"Savoir cities {savoir} and {', '.join(sorted(near))} are neighbours")
    if len(TRANSMUTATION_MARKERS) != 14 or set(TRANSMUTATION_MARKERS) != {0, 1, 2, 3}:
        raise ValueError("the game has 14 transmutation markers: explosions and 1, 2 or 3 ingots")
    if len(EVENT_CARDS) != 32 or {card.kind for card in EVENT_CARDS} != set(EventKind):
        raise ValueError("the game has 32 event cards of nine kinds")
    by_city = Counter(card.city for card in SAVOIR_CARDS)
    if len(SAVOIR_CARDS) != 36 or set(by_city.values()) != {6}:
        raise ValueError("the game has 36 Savoir cards, 6 for each Savoir city")


validate()
