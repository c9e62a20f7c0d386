"""The designed cards (rulebook: 遊戲內容物): 50 order cards, 15 helper cards and 6
double-sided perfumer notebooks, in our own words, checked at import (:func:`validate`).

An order line reads ``"GRADE POINTS BOTTLE BONUS: ingredient…"`` (``-``: no bonus); a
notebook line gives side A then side B, each as its 5-, 10- and 15-point perfumes' plants.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from grasse_tui.games.perfumer.rules.content import Bottle, Scent

_SHORT: Final = {
    "lav": Scent.LAVENDER,
    "rose": Scent.ROSE,
    "lime": Scent.LIME,
    "cin": Scent.CINNAMON,
    "fir": Scent.FIR,
    "rav": Scent.RAVENSARA,
    "mich": Scent.MICHELIA,
}


class Bonus(Enum):
    """What an order card gives beyond its points."""

    NONE = "-"
    INGREDIENT = "ingredient"
    """Take one reward ingredient from a region of the round board, as a bottling does."""
    POINT = "point"
    """One point more."""


@dataclass(frozen=True, slots=True)
class Order:
    """An order card ``"o01"``…: grade A, B or C; the ingredients it costs; points; bonus; bottle."""

    card_id: str
    grade: str
    points: int
    bottle: Bottle
    bonus: Bonus
    cost: tuple[Scent, ...]


class Power(Enum):
    """What a helper does (its number, where it has one, is :attr:`Helper.amount`)."""

    FREE_MOVE = "your first move each turn costs no action point"
    FIRST_GATHER_TWICE = "your first gather each turn takes two tokens"
    SECOND_PLATE = "at the end of your turn you may take a second plate"
    ORDER_POINTS = "each order you fulfil scores {n} more"
    CAPACITY = "your ingredient limit is {n} higher"
    FREE_RESEARCH = "Research costs no action point"
    BOTTLE_POINTS = "each perfume you bottle scores {n} at once"
    FAR_MOVE = "a move takes your pawn to any region or the centre"
    GATHER_TWICE = "every gather takes two tokens"
    EXTRA_ACTION = "you have one more action point each turn"
    SHOP_BONUS = "the shop marker scores you {n} more each turn"
    DOUBLE_RESEARCH = "Research lets you take two items at the end of your turn"


@dataclass(frozen=True, slots=True)
class Helper:
    """A helper card ``"h01"``…: its name, level (1 or 2), power and the power's number."""

    card_id: str
    name: str
    level: int
    power: Power
    amount: int = 0

    @property
    def text(self) -> str:
        return self.power.value.format(n=self.amount)


@dataclass(frozen=True, slots=True)
class Recipe:
    """A perfume of a notebook: its points and the plants it needs."""

    points: int
    plants: tuple[Scent, ...]


@dataclass(frozen=True, slots=True)
class Notebook:
    """A perfumer's notebook ``"n1"``…: side A and side B, each three recipes (5, 10, 15)."""

    card_id: str
    sides: tuple[tuple[Recipe, ...], tuple[Recipe, ...]]


_ORDERS: Final = """
A 9 round -: cin cin rav rav
A 11 square -: lav lime lime fir fir
A 9 tall -: lime lime mich mich
A 11 heart -: lav lav rose rose cin
A 9 drop -: lav lav cin cin
A 11 round -: rose rose lime lime rav
A 9 square -: rose rose fir fir
A 11 tall -: rose lime lime mich mich
A 9 heart -: fir fir mich mich
A 11 drop -: lime cin cin rav rav
B 5 round -: lav lav rav
B 7 square ingredient: rose fir rav rav
B 5 tall -: lime lime fir
B 7 heart point: lav rav mich mich
B 5 drop -: cin fir fir
B 7 round -: rose rose lime cin
B 5 square ingredient: lav lav mich
B 7 tall -: lav lime cin cin
B 5 heart point: cin mich mich
B 7 drop -: lav lav rose fir
B 5 round -: lav fir fir
B 7 square ingredient: rose cin cin fir
B 5 tall -: lime mich mich
B 7 heart point: rose rav mich mich
B 5 drop -: lav lime lime
C 2 round -: cin cin
C 3 square ingredient: lav fir
C 4 tall -: lime lime cin
C 2 heart point: rav rav
C 3 drop -: lime rav
C 4 round -: lime rav rav
C 2 square ingredient: rose rose
C 3 tall -: lime mich
C 4 heart point: lav rav rav
C 2 drop -: fir fir
C 3 round -: fir rav
C 4 square ingredient: lav lav fir
C 2 tall -: mich mich
C 3 heart point: rav mich
C 4 drop -: cin rav rav
C 2 round -: lime lime
C 3 square ingredient: rose lime
C 4 tall -: rose rose fir
C 2 heart point: cin cin
C 3 drop -: fir mich
C 4 round -: lav lav mich
C 2 square ingredient: lav lav
C 3 tall -: rose cin
C 4 heart point: lime lime cin
C 2 drop -: rose rose
"""

_HELPERS: Final = (
    ("Guide", 1, Power.FREE_MOVE, 0),
    ("Forager", 1, Power.FIRST_GATHER_TWICE, 0),
    ("Keen Nose", 1, Power.SECOND_PLATE, 0),
    ("Bookkeeper", 1, Power.ORDER_POINTS, 1),
    ("Porter", 1, Power.CAPACITY, 1),
    ("Scholar", 1, Power.FREE_RESEARCH, 0),
    ("Glassblower", 1, Power.BOTTLE_POINTS, 2),
    ("Navigator", 2, Power.FAR_MOVE, 0),
    ("Harvester", 2, Power.GATHER_TWICE, 0),
    ("Tycoon", 2, Power.ORDER_POINTS, 2),
    ("Warehouse Keeper", 2, Power.CAPACITY, 2),
    ("Tireless Apprentice", 2, Power.EXTRA_ACTION, 0),
    ("Shop Manager", 2, Power.SHOP_BONUS, 1),
    ("Archivist", 2, Power.DOUBLE_RESEARCH, 0),
    ("Master Bottler", 2, Power.BOTTLE_POINTS, 4),
)

_NOTEBOOKS: Final = """
rose fir / lav lime fir / lime fir rav mich | lav mich / lav lime rav / lav rose lime cin
rose mich / cin fir mich / lav rose fir mich | lime rav / rose lime cin / lav rose cin mich
rav mich / rose fir mich / rose lime cin mich | lav lime / rose cin mich / lime cin rav mich
rose rav / rose cin mich / rose cin rav mich | lav lime / rose lime fir / lav cin fir mich
cin fir / lime cin mich / lav lime cin rav | lime rav / lav fir rav / rose lime fir mich
lime cin / lav rav mich / rose cin rav mich | cin rav / cin fir rav / lav lime fir rav
"""

RECIPE_POINTS: Final = (5, 10, 15)
"""A notebook side's three perfumes, by value; they need 2, 3 and 4 plants."""


def _scents(words: str) -> tuple[Scent, ...]:
    return tuple(_SHORT[word] for word in words.split())


def _order(number: int, line: str) -> Order:
    head, _, cost = line.partition(":")
    grade, points, bottle, bonus = head.split()
    return Order(f"o{number:02d}", grade, int(points), Bottle(bottle), Bonus(bonus), _scents(cost))


def _side(text: str) -> tuple[Recipe, ...]:
    return tuple(Recipe(points, _scents(part)) for points, part in zip(RECIPE_POINTS, text.split("/"), strict=True))


ORDERS: Final[tuple[Order, ...]] = tuple(
    _order(number, line) for number, line in enumerate((l for l in _ORDERS.splitlines() if l.strip()), start=1)
)
HELPERS: Final[tuple[Helper, ...]] = tuple(
    Helper(f"h{number:02d}", name, level, power, amount)
    for number, (name, level, power, amount) in enumerate(_HELPERS, start=1)
)
NOTEBOOKS: Final[tuple[Notebook, ...]] = tuple(
    Notebook(f"n{number}", (_side(line.split("|")[0]), _side(line.split("|")[1])))
    for number, line in enumerate((l for l in _NOTEBOOKS.splitlines() if l.strip()), start=1)
)
ORDER: Final = {order.card_id: order for order in ORDERS}
HELPER: Final = {helper.card_id: helper for helper in HELPERS}
NOTEBOOK: Final = {notebook.card_id: notebook for notebook in NOTEBOOKS}

GRADE_COUNTS: Final = {"A": 10, "B": 15, "C": 25}
POINTS_BY_GRADE: Final = {"A": (9, 11), "B": (5, 7), "C": (2, 4)}
"""The lowest and highest points an order of each grade scores."""


def validate(orders: tuple[Order, ...], helpers: tuple[Helper, ...], notebooks: tuple[Notebook, ...]) -> None:
    """Check the designed cards against the component list: 50 orders (10 A, 15 B, 25 C)
    costing 2–5 ingredients, no more than 4 of one kind, with points in their grade's
    range; 15 helpers (7 level I, 8 level II); 6 notebooks whose sides each hold a 5-, 10-
    and 15-point perfume of 2, 3 and 4 different plants. Raises ValueError naming the card."""
    if len(orders) != 50:
        raise ValueError(f"{len(orders)} order cards, the game has 50")
    for grade, count in GRADE_COUNTS.items():
        if sum(order.grade == grade for order in orders) != count:
            raise ValueError(f"grade {grade} needs {count} order cards")
    for order in orders:
        low, high = POINTS_BY_GRADE[order.grade]
        if not low <= order.points <= high:
            raise ValueError(f"order {order.card_id} scores {order.points}, grade {order.grade} scores {low}–{high}")
        if not 2 <= len(order.cost) <= 5 or max(order.cost.count(s) for s in order.cost) > 4:
            raise ValueError(f"order {order.card_id} costs {len(order.cost)} ingredients")
    levels = [helper.level for helper in helpers]
    if len(helpers) != 15 or levels.count(1) != 7 or levels.count(2) != 8:
        raise ValueError("the game has 15 helpers: 7 of level I and 8 of level II")
    if len(notebooks) != 6:
        raise ValueError(f"{len(notebooks)} notebooks, the game has 6")
    for notebook in notebooks:
        for side in notebook.sides:
            for recipe, size in zip(side, (2, 3, 4), strict=True):
                if len(set(recipe.plants)) != size:
                    raise ValueError(f"notebook {notebook.card_id}: the {recipe.points}-point perfume needs {size} plants")


validate(ORDERS, HELPERS, NOTEBOOKS)
