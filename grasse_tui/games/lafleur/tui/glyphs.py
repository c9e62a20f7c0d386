"""How La Fleur's allure types, cards and seats look on screen: each allure type has a
letter as well as a colour (A P W F V, * for wild), so nothing depends on colour."""

from __future__ import annotations

from collections.abc import Iterable

from textual.content import Content

from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, FEATURE, FLOWER, VISITOR
from grasse_tui.games.lafleur.rules.content import Allure

ALLURE_STYLE: dict[Allure, str] = {
    Allure.ARCHITECTURE: "bold yellow",
    Allure.PATH: "bold green",
    Allure.WATER: "bold cyan",
    Allure.FLOWER: "bold magenta",
    Allure.VISTA: "bold blue",
    Allure.WILD: "bold",
}
"""Colours from the 16-colour palette; the letter carries the meaning without them."""

KEY_LINE = "A Architecture · P Path · W Water · F Flower · V Vista · * wild"


def symbols(allures: Iterable[Allure]) -> Content:
    """``A A P`` in the types' colours."""
    return Content(" ").join(Content.styled(allure.letter, ALLURE_STYLE[allure]) for allure in allures)


def flower(card: str) -> Content:
    """``Peony F`` (name, then its symbols)."""
    found = FLOWER[card]
    return Content.assemble(found.name, " ", symbols(found.allures))


def feature(card: str) -> Content:
    found = FEATURE[card]
    return Content.assemble((found.name, "bold"), " ", symbols(found.allures))


def visitor(card: str) -> Content:
    found = VISITOR[card]
    likes = symbols(found.allures) if found.allures else Content.styled("rule", "italic")
    return Content.assemble((found.name, "bold"), " ", likes)


def artisan(card: str) -> Content:
    found = ARTISAN[card]
    return Content.assemble(f"the {found.occupation} ", symbols((found.allure,)))
