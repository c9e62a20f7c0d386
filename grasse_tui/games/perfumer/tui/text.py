"""How The Perfumer's pieces read on screen: short plant names, orders, helpers, plates.

Every colour also has a letter or a glyph: plates by their letter, bottles by their glyph,
seats by their colour's letter."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Final

from textual.content import Content

from grasse_tui.games.perfumer.rules.cards import HELPER, ORDER, Bonus
from grasse_tui.games.perfumer.rules.content import SCENTS, Bottle, Plate, Scent

SHORT: Final = {
    Scent.LAVENDER: "Lav",
    Scent.ROSE: "Ros",
    Scent.LIME: "Lim",
    Scent.CINNAMON: "Cin",
    Scent.FIR: "Fir",
    Scent.RAVENSARA: "Rav",
    Scent.MICHELIA: "Mic",
}
"""Three letters per plant, for the tight columns (the help's key gives the full names)."""

PLATE_STYLE: Final = {
    Plate.RED: "bold red",
    Plate.PURPLE: "bold magenta",
    Plate.GREY: "bold bright_black",
    Plate.GREEN: "bold green",
    Plate.YELLOW: "bold yellow",
    Plate.BROWN: "bold dark_orange3",
    Plate.BLUE: "bold blue",
}

REWARD = "✦"
"""A reward token on a region of the round board."""
CARD_HERE = "▣"
"""The region's scent card lies on its origin board."""
BONUS_MARK: Final = {Bonus.NONE: "  ", Bonus.POINT: "+1", Bonus.INGREDIENT: f"+{REWARD}"}


def short_counts(scents: Iterable[Scent]) -> str:
    """``"2Lim Fir"``: each plant once, in the board's order, with its count when above 1."""
    counts = Counter(scents)
    return " ".join(
        f"{counts[scent] if counts[scent] > 1 else ''}{SHORT[scent]}" for scent in SCENTS if counts[scent]
    )


def order_text(card: str) -> str:
    """``"B7 ■ +1 Lav Rav 2Mic"``: grade and points, bottle, bonus, cost."""
    order = ORDER[card]
    return f"{order.grade}{order.points:<2} {order.bottle.glyph} {BONUS_MARK[order.bonus]} {short_counts(order.cost)}"


def order_detail(card: str) -> str:
    """The order in words, for a choice's detail."""
    order = ORDER[card]
    bonus = {
        Bonus.NONE: "",
        Bonus.POINT: ", and 1 point more",
        Bonus.INGREDIENT: ", and a reward token from any region",
    }[order.bonus]
    cost = ", ".join(f"{n} {scent.label}" for scent, n in Counter(order.cost).items())
    return f"Grade {order.grade}, {order.bottle.value} bottle: costs {cost}; scores {order.points}{bonus}."


def bottles_text(bottles: Iterable[Bottle]) -> str:
    """``"● round, ■ square"``."""
    return ", ".join(f"{bottle.glyph} {bottle.value}" for bottle in bottles)


def helper_text(card: str) -> str:
    """``"Guide (I): your first move each turn costs no action point"``."""
    helper = HELPER[card]
    return f"{helper.name} ({'I' * helper.level}): {helper.text}"


def plate_mark(plate: Plate) -> Content:
    """The plate's letter in its colour."""
    return Content.styled(plate.letter, PLATE_STYLE[plate])
