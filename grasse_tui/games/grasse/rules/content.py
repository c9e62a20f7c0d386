"""Components of Grasse: Mestres Perfumistas as data (rulebook "Components", "Setup").

Everything here is immutable. Enum values are the stable ids used in saved
records, so never rename a value once a game has been saved with it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final, TypeAlias


class Base(Enum):
    """The four base cubes (11 of each in the box)."""

    WATER = "water"
    ALCOHOL = "alcohol"
    DILUENT = "diluent"
    FIXATIVE = "fixative"

    @property
    def label(self) -> str:
        return self.value.capitalize()


class Essence(Enum):
    """The five essence cylinders (3 of each in the box)."""

    FLORAL = "floral"
    FRUITY = "fruity"
    HERBAL = "herbal"
    SPICE = "spice"
    WOODY = "woody"

    @property
    def label(self) -> str:
        return self.value.capitalize()


Resource: TypeAlias = Base | Essence
"""A piece on the resource track or behind a screen: a base or an essence."""

BASES: Final[tuple[Base, ...]] = tuple(Base)
ESSENCES: Final[tuple[Essence, ...]] = tuple(Essence)
RESOURCES: Final[tuple[Resource, ...]] = (*BASES, *ESSENCES)
_RESOURCE_BY_ID: Final[dict[str, Resource]] = {r.value: r for r in RESOURCES}


def resource_from_id(value: str) -> Resource:
    """The resource whose id is ``value`` (e.g. ``"water"``). Raises ValueError otherwise."""
    try:
        return _RESOURCE_BY_ID[value]
    except (KeyError, TypeError):
        raise ValueError(f"unknown resource {value!r}") from None


class Perfume(Enum):
    """The six perfume types: five classic ones (one per essence) and Exotic."""

    FLORAL = "floral"
    FRUITY = "fruity"
    HERBAL = "herbal"
    SPICE = "spice"
    WOODY = "woody"
    EXOTIC = "exotic"

    @property
    def label(self) -> str:
        return self.value.capitalize()

    @property
    def is_classic(self) -> bool:
        return self is not Perfume.EXOTIC

    @property
    def essence(self) -> Essence | None:
        """The essence a classic perfume is made from (None for Exotic)."""
        return PERFUME_ESSENCE.get(self)


PERFUMES: Final[tuple[Perfume, ...]] = tuple(Perfume)
CLASSIC_PERFUMES: Final[tuple[Perfume, ...]] = PERFUMES[:5]
PERFUME_ESSENCE: Final[dict[Perfume, Essence]] = {p: Essence(p.value) for p in CLASSIC_PERFUMES}


class LocationId(Enum):
    """Every location: the 8 printed on the board, then the 10 location tiles (ruling G1)."""

    FACTORY_1 = "factory_1"
    FACTORY_2 = "factory_2"
    FACTORY_3 = "factory_3"
    MASTER_PERFUMER = "master_perfumer"
    BANK = "bank"
    CITY_HALL = "city_hall"
    MARKET = "market"
    PERFUMERY = "perfumery"
    PALACE = "palace"
    GRANDE_USINE = "grande_usine"
    ROYAL_BANK = "royal_bank"
    ALLEY = "alley"
    ALLEYWAY = "alleyway"
    GRAND_FAIR = "grand_fair"
    CHATEAU = "chateau"
    ENFLEURAGE = "enfleurage"
    SQUARE = "square"
    SHORTCUT = "shortcut"

    @property
    def info(self) -> LocationInfo:
        return LOCATIONS[self]

    @property
    def label(self) -> str:
        return LOCATIONS[self].name

    @property
    def the_label(self) -> str:
        """``"the Bank"``, as a sentence names the location; ``"La Grande Usine"`` has its own
        article, and a numbered factory none (``"Factory II"``)."""
        name = LOCATIONS[self].name
        return name if name.startswith("La ") or self.is_factory else f"the {name}"

    @property
    def is_factory(self) -> bool:
        return self in FACTORIES


@dataclass(frozen=True, slots=True)
class LocationInfo:
    """How the UI names and explains a location (our own wording, one line)."""

    name: str
    summary: str
    is_tile: bool


LOCATIONS: Final[dict[LocationId, LocationInfo]] = {
    LocationId.FACTORY_1: LocationInfo("Factory I", "Make one flask of either perfume on this factory.", False),
    LocationId.FACTORY_2: LocationInfo("Factory II", "Make one flask of either perfume on this factory.", False),
    LocationId.FACTORY_3: LocationInfo("Factory III", "Make one flask of either perfume on this factory.", False),
    LocationId.MASTER_PERFUMER: LocationInfo(
        "Master Perfumer", "Pick up to two technique or contract cards from the open rows.", False
    ),
    LocationId.BANK: LocationInfo("Bank", "Collect 2 coins.", False),
    LocationId.CITY_HALL: LocationInfo(
        "City Hall", "Switch one of your track tiles with another tile where no pawn stands.", False
    ),
    LocationId.MARKET: LocationInfo(
        "Market", "Swap resources with the track, or buy any one resource for a coin.", False
    ),
    LocationId.PERFUMERY: LocationInfo("Perfumery", "Sell one flask: 2 coins, or 3 for Exotic.", False),
    LocationId.PALACE: LocationInfo(
        "Palace", "Send the noble to another location and use that location at no cost.", True
    ),
    LocationId.GRANDE_USINE: LocationInfo("La Grande Usine", "Make one flask of any perfume, Exotic included.", True),
    LocationId.ROYAL_BANK: LocationInfo("Royal Bank", "Collect 3 coins.", True),
    LocationId.ALLEY: LocationInfo(
        "Alley (Viela)", "Step your pawn back up to 3 spaces and gather where it stops.", True
    ),
    LocationId.ALLEYWAY: LocationInfo(
        "Alleyway (Beco)", "Trade places with another pawn on the track and gather there.", True
    ),
    LocationId.GRAND_FAIR: LocationInfo(
        "Grand Fair", "Take an extra move of 1–2 spaces and gather where you land.", True
    ),
    LocationId.CHATEAU: LocationInfo("Château", "Sell one flask to the nobility for 1 coin extra.", True),
    LocationId.ENFLEURAGE: LocationInfo("Enfleurage", "Pick any one essence from anywhere on the track, free.", True),
    LocationId.SQUARE: LocationInfo(
        "Square (Praça)", "Put the golden pawn on a free space and take one piece from it.", True
    ),
    LocationId.SHORTCUT: LocationInfo(
        "Shortcut (Atalho)", "Exchange everything on one track space with another space.", True
    ),
}

FACTORIES: Final[tuple[LocationId, ...]] = (LocationId.FACTORY_1, LocationId.FACTORY_2, LocationId.FACTORY_3)
FIXED_LOCATIONS: Final[tuple[LocationId, ...]] = tuple(loc for loc in LocationId if not LOCATIONS[loc].is_tile)
LOCATION_TILES: Final[tuple[LocationId, ...]] = tuple(loc for loc in LocationId if LOCATIONS[loc].is_tile)

TILES_SET_ASIDE: Final[dict[int, tuple[LocationId, ...]]] = {
    2: (LocationId.GRANDE_USINE, LocationId.PALACE, LocationId.ROYAL_BANK, LocationId.CHATEAU),
    3: (LocationId.GRANDE_USINE,),
    4: (),
    5: (),
}
"""Location tiles returned to the box, by player count (Setup step 3, "Rules for 5 Players")."""

OPEN_TILES: Final[dict[int, int]] = {2: 2, 3: 3, 4: 4, 5: 5}
"""Location tiles revealed at setup besides the round tiles I–IV (Setup step 4)."""


@dataclass(frozen=True, slots=True)
class TechniqueCard:
    """A technique card: producing ``perfume`` does not need ``base`` (ruling G4)."""

    perfume: Perfume
    base: Base

    @property
    def label(self) -> str:
        return f"Technique {self.perfume.label} (no {self.base.value})"


@dataclass(frozen=True, slots=True)
class ContractCard:
    """A contract card: +1 point for each ``perfume`` produced. ``copy`` is 1–3."""

    perfume: Perfume
    copy: int

    @property
    def label(self) -> str:
        return f"Contract {self.perfume.label} (+1 point)"


Card: TypeAlias = TechniqueCard | ContractCard


class CardRow(Enum):
    """The two open card rows at the Master Perfumer."""

    TECHNIQUE = "technique"
    CONTRACT = "contract"

    @property
    def label(self) -> str:
        return self.value.capitalize()


TECHNIQUE_CARDS: Final[tuple[TechniqueCard, ...]] = tuple(TechniqueCard(p, b) for p in CLASSIC_PERFUMES for b in BASES)
CONTRACT_CARDS: Final[tuple[ContractCard, ...]] = tuple(ContractCard(p, copy) for p in CLASSIC_PERFUMES for copy in (1, 2, 3))
ROW_SIZE: Final = 3


class Criterion(Enum):
    """The four award criteria (rulebook "Awards")."""

    BEST_SELLER = "best_seller"
    VERSATILE = "versatile"
    SPECIALIZED = "specialized"
    STOCKIST = "stockist"

    @property
    def label(self) -> str:
        return CRITERION_LABELS[self]


CRITERION_LABELS: Final[dict[Criterion, str]] = {
    Criterion.BEST_SELLER: "Best Seller",
    Criterion.VERSATILE: "Most Versatile Producer",
    Criterion.SPECIALIZED: "Specialized Producer",
    Criterion.STOCKIST: "Best Stockist",
}


class AwardSlot(Enum):
    """The four award slots on the board; criteria are drawn into them (ruling G6)."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"

    @property
    def points(self) -> tuple[int, int, int]:
        """Points for 1st, 2nd and 3rd place (the board's printed slot, 2–4 players)."""
        return SLOT_POINTS[self]

    def points_for(self, players: int) -> tuple[int, ...]:
        """Points by place for a ``players`` table: the printed 3 places, or the
        4-place 5-player award tiles (ruling G20)."""
        return SLOT_POINTS_5[self] if players == 5 else SLOT_POINTS[self]


SLOT_POINTS: Final[dict[AwardSlot, tuple[int, int, int]]] = {
    AwardSlot.A: (3, 2, 1),
    AwardSlot.B: (5, 4, 3),
    AwardSlot.C: (5, 4, 3),
    AwardSlot.D: (4, 3, 2),
}


SOLO_FACE_DOWN: Final[tuple[Criterion, ...]] = (Criterion.BEST_SELLER, Criterion.STOCKIST)
"""Award criteria turned face down in the solo game: they do not score ("Solo Mode", Setup 2)."""

PIERRE_NAME: Final = "Pierre"
"""The solo automaton, "Pierre, the Envious" (rulebook "Solo Mode")."""

PIERRE_REACTIONS: Final[dict[LocationId, str]] = {
    LocationId.BANK: "takes 1 coin",
    LocationId.ROYAL_BANK: "takes 2 coins",
    LocationId.MASTER_PERFUMER: "takes one card: for the vanguard, then the fashion perfume, a contract first",
    LocationId.FACTORY_1: "makes a perfume of any type if he can, else sells one",
    LocationId.FACTORY_2: "makes a perfume of any type if he can, else sells one",
    LocationId.FACTORY_3: "makes a perfume of any type if he can, else sells one",
    LocationId.GRANDE_USINE: "makes a perfume of any type if he can, else sells one",
    LocationId.PERFUMERY: "sells a perfume if he can, else makes one",
    LocationId.CHATEAU: "sells a perfume if he can (no bonus), else makes one",
    LocationId.MARKET: "buys one piece for 1 coin from the first space ahead",
    LocationId.CITY_HALL: "moves his emptiest tile to the fullest grey space",
    LocationId.SHORTCUT: "exchanges the pieces of his emptiest tile with the fullest grey space",
    LocationId.ENFLEURAGE: "takes one essence, free, from the first space ahead holding one",
    LocationId.ALLEY: "steps back 1 or 2 spaces and collects",
    LocationId.ALLEYWAY: "takes one piece, free, where his pawn now stands",
    LocationId.GRAND_FAIR: "makes an extra move of 1 and collects",
    LocationId.SQUARE: "takes one piece, free, under the golden pawn",
    LocationId.PALACE: "reacts to the location the noble was sent to",
}
"""One line per location: Pierre's reaction (the help's "Pierre's table" says the same)."""
SLOT_POINTS_5: Final[dict[AwardSlot, tuple[int, int, int, int]]] = {
    AwardSlot.A: (4, 3, 2, 1),
    AwardSlot.B: (6, 5, 4, 3),
    AwardSlot.C: (6, 5, 4, 3),
    AwardSlot.D: (5, 4, 3, 2),
}
"""The award tiles laid over the slots in a 5-player game: 1st–4th place (ruling G20)."""

SCORED_PLACES: Final[dict[int, int]] = {2: 1, 3: 2, 4: 3, 5: 4}
"""How many award places score, by player count (rulings G6, G20); solo counts as 2 (ruling G40)."""


class Colour(Enum):
    """Seat colours; each has a letter so colour is never the only signal."""

    RED = "red"
    BLUE = "blue"
    YELLOW = "yellow"
    TEAL = "teal"
    GREEN = "green"

    @property
    def letter(self) -> str:
        return COLOUR_LETTERS[self]

    @property
    def label(self) -> str:
        return self.value.capitalize()


COLOUR_LETTERS: Final[dict[Colour, str]] = {
    Colour.RED: "R",
    Colour.BLUE: "B",
    Colour.YELLOW: "Y",
    Colour.TEAL: "T",
    Colour.GREEN: "G",
}
SEAT_COLOURS: Final[tuple[Colour, ...]] = (Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.TEAL, Colour.GREEN)
"""Colours open to seats: the box's four, and green for a fifth seat (DESIGN.md §2, ruling G19)."""

# Track and supplies (Components, Setup step 9, ruling G3).
TRACK_SPACES: Final = 14
SPACE_CAPACITY: Final = 4
PIECES_PER_SPACE: Final = 3
BAG_BASES_EACH: Final = 7
BAG_ESSENCES_EACH: Final = 3
LARGE_TILES: Final[dict[int, int]] = {2: 3, 3: 3, 4: 3, 5: 2}
FLASKS_PER_TYPE: Final = 5

# Players' kits and limits.
WORKERS: Final = 4
ROUNDS: Final = 4
START_COINS: Final = 2
COINS_TOTAL: Final = 58
MAX_PRODUCED_PER_TYPE: Final = 5
MAX_SALES: Final = 5

# Prices ("Factories", "Perfumery", "Château", "Bank", "Royal Bank").
PRODUCTION_POINTS: Final[dict[Perfume, int]] = {p: (3 if p is Perfume.EXOTIC else 2) for p in PERFUMES}
SALE_COINS: Final[dict[Perfume, int]] = {p: (3 if p is Perfume.EXOTIC else 2) for p in PERFUMES}
CHATEAU_BONUS: Final = 1
VANGUARD_BONUS: Final = 1
FASHION_BONUS: Final = 1
CONTRACT_BONUS: Final = 1
BANK_COINS: Final = 2
ROYAL_BANK_COINS: Final = 3
DISCARD_COINS: Final = 1
COINS_PER_POINT: Final = 5

ROMAN: Final[tuple[str, ...]] = ("I", "II", "III", "IV")
FINAL_PHASE_OPENS: Final = f"Round {ROMAN[ROUNDS - 1]} is over."
"""How the log line opening the end-of-game free actions starts (the final screen looks for it)."""


def walk(position: int | None, steps: int, back: bool, taken: Collection[int]) -> tuple[int, tuple[int, ...]]:
    """Where a pawn on space ``position`` (None: off the track, entering from the left,
    ruling G11) lands moving ``steps`` free spaces forward (or ``back``), and the ``taken``
    spaces (a pawn or the golden pawn on them) it passes, in order: those are skipped and
    not counted. The rules' ``track.pawn_walk`` and the board's pointer both walk here."""
    assert position is not None or not back, "only a pawn on the track moves back"
    index = -1 if position is None else position
    direction = -1 if back else 1
    passed: list[int] = []
    while steps:
        index = (index + direction) % TRACK_SPACES
        if index in taken:
            passed.append(index)
        else:
            steps -= 1
    return index, tuple(passed)



def track_distance(a: int, b: int) -> int:
    """Steps between track spaces ``a`` and ``b`` (0-based) the shorter way round."""
    return min((a - b) % TRACK_SPACES, (b - a) % TRACK_SPACES)


def nearest_space(space: int, spaces: Collection[int]) -> int:
    """Of ``spaces`` (not empty), the nearest to ``space``; a tie goes to the one ahead
    (the way pawns move). The board's cursor and the placing of owed pieces both use it.
    Raises ValueError when ``spaces`` is empty."""
    return min(spaces, key=lambda other: (track_distance(space, other), (other - space) % TRACK_SPACES))

# --- Mini expansions ("Mini Expansion Rules") ------------------------------

CLIENT_CARDS: Final[tuple[Perfume, ...]] = PERFUMES
"""Important Clients: six client cards, each wanting one perfume type (Exotic included)."""
CLIENT_ROW: Final = 3
CLIENT_COINS: Final = 1
CLIENT_POINTS: Final = 1

FORMULA_CARDS: Final[tuple[tuple[Essence, Essence], ...]] = tuple(
    (a, b) for i, a in enumerate(ESSENCES) for b in ESSENCES[i + 1 :]
)
"""Secret Formula: the ten cards are the ten pairs of two different essences (ruling G23)."""
FORMULA_POINTS: Final = 3
FORMULA_OTHER_RESOURCES: Final = 4
"""Resources a formula needs besides its two essences (ruling G24)."""


class EventKind(Enum):
    """When an event card acts: at once, for the whole round, or as a decision per seat."""

    IMMEDIATE = "immediate"
    ROUND = "round"
    DECISION = "decision"


class EventId(Enum):
    """The thirteen event effects (Mini Expansion I – Events)."""

    COINS_FOR_ALL = "coins_for_all"
    TWO_BASES = "two_bases"
    DOUBLE_SALE = "double_sale"
    RICH_HARVEST = "rich_harvest"
    RETURN_TWO_BASES = "return_two_bases"
    RETURN_ESSENCE = "return_essence"
    BASE_AND_ESSENCE = "base_and_essence"
    POOR_HARVEST = "poor_harvest"
    TAX = "tax"
    DOUBLE_PRODUCTION = "double_production"
    FREE_TECHNIQUE = "free_technique"
    FREE_CONTRACT = "free_contract"
    VANGUARD_SHIFT = "vanguard_shift"

    @property
    def info(self) -> EventInfo:
        return EVENTS[self]

    @property
    def label(self) -> str:
        return EVENTS[self].name

    @property
    def kind(self) -> EventKind:
        return EVENTS[self].kind


@dataclass(frozen=True, slots=True)
class EventInfo:
    """An event card as the UI names and explains it (our own wording, one line)."""

    name: str
    summary: str
    kind: EventKind


EVENTS: Final[dict[EventId, EventInfo]] = {
    EventId.COINS_FOR_ALL: EventInfo("Everyone Gains 2 Coins", "Every seat receives 2 coins.", EventKind.IMMEDIATE),
    EventId.TWO_BASES: EventInfo(
        "Take 2 Bases", "In turn order, each seat may take 2 bases from any track spaces.", EventKind.DECISION
    ),
    EventId.DOUBLE_SALE: EventInfo(
        "Double Sale", "This round, a Perfumery or Château action may sell 2 flasks.", EventKind.ROUND
    ),
    EventId.RICH_HARVEST: EventInfo(
        "Collect 2",
        "This round, a pawn's stop yields 2 pieces (1 coin in all on an opponent's tile).",
        EventKind.ROUND,
    ),
    EventId.RETURN_TWO_BASES: EventInfo(
        "Return 2 Bases", "In turn order, each seat returns 2 bases to the track (fewer if it has fewer).",
        EventKind.DECISION,
    ),
    EventId.RETURN_ESSENCE: EventInfo(
        "Return 1 Essence",
        "In turn order, each seat returns 1 essence to the track, if it has one.",
        EventKind.DECISION,
    ),
    EventId.BASE_AND_ESSENCE: EventInfo(
        "Take a Base and an Essence",
        "In turn order, each seat may take 1 base and 1 essence from any track spaces.",
        EventKind.DECISION,
    ),
    EventId.POOR_HARVEST: EventInfo(
        "Collect at Most 1", "This round, a pawn's stop yields at most 1 piece, whatever the tile.", EventKind.ROUND
    ),
    EventId.TAX: EventInfo(
        "Everyone Pays 2 Coins", "Every seat pays 2 coins (or all it has) to the bank.", EventKind.IMMEDIATE
    ),
    EventId.DOUBLE_PRODUCTION: EventInfo(
        "Double Production", "This round, a Factory or La Grande Usine action may make 2 flasks.", EventKind.ROUND
    ),
    EventId.FREE_TECHNIQUE: EventInfo(
        "Free Technique Card", "In turn order, each seat may take 1 open technique card.", EventKind.DECISION
    ),
    EventId.FREE_CONTRACT: EventInfo(
        "Free Contract Card", "In turn order, each seat may take 1 open contract card.", EventKind.DECISION
    ),
    EventId.VANGUARD_SHIFT: EventInfo(
        "Vanguard Flips Again", "A new vanguard card replaces this round's vanguard.", EventKind.IMMEDIATE
    ),
}

EVENT_DECK: Final[tuple[EventId, ...]] = (*EventId, EventId.COINS_FOR_ALL, EventId.TAX)
"""The 15 event cards: one per effect, and a second Everyone Gains 2 Coins and Everyone Pays 2 Coins (ruling G25)."""


def event_pieces_wanted(card: EventId, done: Sequence[Resource]) -> tuple[Resource, ...]:
    """The kinds a seat may still take or return for the take/return event ``card``, having
    taken or returned ``done`` already: bases (the two-base cards), essences (Return 1
    Essence), or for Take a Base and an Essence one base and one essence in either order."""
    if card in (EventId.TWO_BASES, EventId.RETURN_TWO_BASES):
        return BASES
    if card is EventId.RETURN_ESSENCE:
        return ESSENCES
    bases = () if any(isinstance(r, Base) for r in done) else BASES
    essences = () if any(isinstance(r, Essence) for r in done) else ESSENCES
    return (*bases, *essences)
