"""La Fleur's components as data: allure types, locations, the card kinds and the small
vocabulary of effects every card's text is written in (rulebook: Game Components, Allure
Types, Locations, Garden Feature Ability Types).

The rulebook prints no card list, so the cards themselves (``cards.py``) are the
project's own design, in its own words, to the component counts. Every card text is one
or a few :data:`Effect` values, which the rules interpret and the screen describes, so a
card cannot say something the rules do not do.

Pure Python: nothing here imports textual or rich.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final


class Allure(Enum):
    """The six allure types (rulebook: Allure Types). ``WILD`` appears on flower cards
    only: it pays for one symbol of any other type. The value is the one-letter mark
    shown beside the type's colour."""

    ARCHITECTURE = "A"
    PATH = "P"
    WATER = "W"
    FLOWER = "F"
    VISTA = "V"
    WILD = "*"

    @property
    def label(self) -> str:
        """``"Architecture"``, ``"Path"``…"""
        return self.name.capitalize()

    @property
    def letter(self) -> str:
        return self.value


TRACKED: Final[tuple[Allure, ...]] = (Allure.ARCHITECTURE, Allure.PATH, Allure.WATER, Allure.FLOWER, Allure.VISTA)
"""The five types a château's allure tracker counts (wild is never tracked)."""


class Location(Enum):
    """The six locations an artisan can be sent to (rulebook: Locations)."""

    FLOWER_MARKET = "Flower Market"
    GARDEN_FEATURES = "Garden Features"
    ARTISAN_GUILD = "Artisan Guild"
    SPECIAL_INVITATION = "Special Invitation"
    PRESTIGE = "Prestige"
    COIN = "Coin"

    @property
    def label(self) -> str:
        return self.value


LOCATIONS: Final[tuple[Location, ...]] = tuple(Location)
"""In board order."""


# --- What effects give, count and pay --------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reward:
    """Prestige, coins and flower cards gained (or paid, in a :class:`Trade`). Flower cards
    gained are taken free from the face-up flowers or the top of the deck (rulebook:
    Visitor Effects); flower cards paid are discarded from hand, chosen by the payer."""

    prestige: int = 0
    coins: int = 0
    flowers: int = 0

    def __post_init__(self) -> None:
        if min(self.prestige, self.coins, self.flowers) < 0:
            raise ValueError(f"a reward counts up, not down: {self}")

    def __bool__(self) -> bool:
        return bool(self.prestige or self.coins or self.flowers)


class Measure(Enum):
    """Something counted at one château, for effects that scale or have a condition."""

    ALLURE = "allure"
    """Allure of one type on the tracker (the count's ``allure``)."""
    TOTAL_ALLURE = "total allure"
    """All five types of the tracker together."""
    LEAST_ALLURE = "least allure"
    """The lowest of the five types ("2 or more of each type" is LEAST_ALLURE ≥ 2)."""
    HAND = "flower cards in hand"
    COINS = "coins"
    FEATURES = "garden features"
    VISITORS = "visitors"
    """Visitors at this round's garden party, the companion included."""
    ARTISANS = "artisans"
    PRESTIGE = "prestige"


@dataclass(frozen=True, slots=True)
class Count:
    """What an effect counts: a :class:`Measure`, of one allure type where it needs one."""

    measure: Measure
    allure: Allure | None = None

    def __post_init__(self) -> None:
        typed = self.measure is Measure.ALLURE
        if typed != (self.allure is not None) or self.allure is Allure.WILD:
            raise ValueError(f"{self.measure.value} needs {'an' if typed else 'no'} allure type (not wild)")


# --- Effects: every card's text is made of these ---------------------------------------


@dataclass(frozen=True, slots=True)
class Gain:
    """Gain ``reward``."""

    reward: Reward


@dataclass(frozen=True, slots=True)
class GainPer:
    """Gain ``reward`` for every ``per`` of ``count`` (at most ``limit`` times; 0: no limit)."""

    count: Count
    per: int
    reward: Reward
    limit: int = 0


@dataclass(frozen=True, slots=True)
class GainIf:
    """Gain ``reward`` if ``count`` is at least ``at_least``."""

    count: Count
    at_least: int
    reward: Reward


@dataclass(frozen=True, slots=True)
class Trade:
    """You may pay ``pay`` (coins, flower cards from hand, or prestige) to gain ``gain``, up
    to ``times`` times: a decision for the seat (the solo opponent always trades when it can)."""

    pay: Reward
    gain: Reward
    times: int = 1


@dataclass(frozen=True, slots=True)
class ChooseOne:
    """Gain one of ``options``, the seat's choice (the solo opponent takes the first)."""

    options: tuple[Reward, ...]


@dataclass(frozen=True, slots=True)
class Most:
    """The seat(s) with the most ``count`` (``fewest``: the least) gain ``reward``; every
    tied seat gains it. An event's comparison across the table."""

    count: Count
    reward: Reward
    fewest: bool = False


@dataclass(frozen=True, slots=True)
class FromEachOther:
    """Each other seat gives you up to ``coins`` coins (what it has)."""

    coins: int


@dataclass(frozen=True, slots=True)
class RomanceAt:
    """You may romance a visitor with ``allure`` or more of its type (the rule says 5)."""

    allure: int


Effect = Gain | GainPer | GainIf | Trade | ChooseOne | Most | FromEachOther | RomanceAt
"""One sentence of a card's text."""


# --- Flower cards -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FlowerCard:
    """A flower card: its ``allures`` (one or two symbols, maybe both of one type, or a
    single ``WILD``), its common and scientific names. Cost (rulebook: Flower Market):
    two symbols 2 coins, wild 1 coin, one symbol free."""

    card_id: str
    name: str
    latin: str
    allures: tuple[Allure, ...]

    @property
    def is_wild(self) -> bool:
        return self.allures == (Allure.WILD,)

    @property
    def cost(self) -> int:
        """Coins to buy it face up at the Flower Market."""
        return 1 if self.is_wild else 2 if len(self.allures) == 2 else 0


# --- Garden features --------------------------------------------------------------------


class Timing(Enum):
    """When a garden feature's ability is resolved (rulebook: Garden Feature Ability Types)."""

    WHEN_ACQUIRED = "When acquired"
    WHEN_VISITED = "When visited"
    END_OF_ROUND = "End of round"
    GAME_END = "Game end"


@dataclass(frozen=True, slots=True)
class GardenFeature:
    """A garden feature: its English and French names, its ``allures`` (its price in
    symbols, and what it adds to the château's tracker), one ability resolved at
    ``timing``. ``solo`` is False for a card removed from the solo game."""

    card_id: str
    name: str
    french: str
    allures: tuple[Allure, ...]
    timing: Timing
    ability: Effect
    solo: bool = True


# --- Visitors ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class VisitRule:
    """Where a visitor without an allure type goes: the château with the most ``count``
    (``fewest``: the least); a tie, no one."""

    count: Count
    fewest: bool = False


@dataclass(frozen=True, slots=True)
class Visitor:
    """A visitor: the allure types that attract it (one or two; none when it follows
    ``rule``) and ``effects``, what it gives the château it visits (and, as a companion,
    at every garden party after). ``solo`` is False for a card removed from the solo game."""

    card_id: str
    name: str
    allures: tuple[Allure, ...]
    effects: tuple[Effect, ...]
    rule: VisitRule | None = None
    solo: bool = True


# --- Events -----------------------------------------------------------------------------


class EventTiming(Enum):
    """When an event takes effect (rulebook: Events)."""

    START = "Start of round"
    DURING = "During the round"
    END = "End of round"


@dataclass(frozen=True, slots=True)
class LocationBonus:
    """During the round, an artisan placed at ``location`` also gains ``reward``."""

    location: Location
    reward: Reward


@dataclass(frozen=True, slots=True)
class PriceChange:
    """During the round, prices at ``location`` change by ``coins`` (never below 0): the
    Flower Market's cards, the Guild's hire and replace, a Garden Features reveal."""

    location: Location
    coins: int


@dataclass(frozen=True, slots=True)
class ExtraVisitors:
    """At the start of the round, reveal ``count`` more visitors."""

    count: int


@dataclass(frozen=True, slots=True)
class FreshFlowers:
    """At the start of the round, the face-up flowers are discarded and dealt anew."""


EventEffect = Effect | LocationBonus | PriceChange | ExtraVisitors | FreshFlowers
"""An event's text: an :data:`Effect` is resolved by each seat in turn order."""


@dataclass(frozen=True, slots=True)
class Event:
    """An event card (drawn from round 2 on): ``effects`` resolved at ``timing``."""

    card_id: str
    name: str
    timing: EventTiming
    effects: tuple[EventEffect, ...]
    solo: bool = True


# --- Characters and artisans ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Character:
    """A character card: three abilities resolved at each end of round."""

    card_id: str
    name: str
    abilities: tuple[Effect, Effect, Effect]


@dataclass(frozen=True, slots=True)
class ExtraPurchase:
    """At its location (Flower Market or Garden Features), buy one more card this visit."""


@dataclass(frozen=True, slots=True)
class Discount:
    """At its location, pay ``coins`` fewer (never below 0) for one purchase or hire."""

    coins: int


@dataclass(frozen=True, slots=True)
class FreeReveals:
    """At Garden Features, reveal into empty spaces at no cost."""


ArtisanAbility = Reward | ExtraPurchase | Discount | FreeReveals | RomanceAt
"""What an artisan does at its ability location: a :class:`Reward` is gained on top of
the location's own action."""


@dataclass(frozen=True, slots=True)
class Artisan:
    """An artisan card: the allure type it lends to one garden feature purchase a round,
    its occupation, and its ability at ``location``."""

    card_id: str
    occupation: str
    allure: Allure
    location: Location
    ability: ArtisanAbility

    def __post_init__(self) -> None:
        if self.allure is Allure.WILD:
            raise ValueError(f"artisan {self.card_id} lends a tracked allure type, not wild")


# --- Counts and prices (rulebook: Game Components, Locations) ---------------------------

COMPONENT_COUNTS: Final[dict[str, int]] = {
    "flowers": 88,
    "features": 55,
    "visitors": 35,
    "events": 30,
    "characters": 10,
    "artisans": 20,
}
START_COINS: Final = 3
START_FLOWERS: Final = 3
START_ARTISANS: Final = 2
MAX_ARTISANS: Final = 4
HIRE_COST: Final = 8
REPLACE_COST: Final = 4
DECK_FLOWER_COST: Final = 1
REVEAL_COST: Final = 1
COIN_LOCATION_COINS: Final = 2
PRESTIGE_LOCATION_PRESTIGE: Final = 1
ROMANCE_ALLURE: Final = 5
FLOWER_SPACES: Final = 4
FEATURE_SPACES: Final = 5
VISITOR_SPACES: Final = 6
VISITOR_THRESHOLDS: Final[tuple[int, ...]] = (4, 8, 12)
"""Prestige spaces that, once any seat reaches them, add a visitor each round."""
GRANDE_SOIREE: Final = 12
"""Prestige that makes the next round the last."""
COINS_PER_PRESTIGE: Final = 8
FLOWERS_PER_PRESTIGE: Final = 3
