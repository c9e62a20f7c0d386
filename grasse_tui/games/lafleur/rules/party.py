"""Who each visitor visits at the garden party (rulebook: Garden Party, Special Invitation).

A visitor with allure types goes to the château with the most allure of its types (a
visitor with two types counts both together, ruling L5); one without follows its
:class:`VisitRule`. A tie visits no one, unless a Special Invitation pawn on the visitor
belongs to one of the tied châteaux (an invitation or a romance, ruling L4).
"""

from __future__ import annotations

from grasse_tui.games.lafleur.rules.catalogue import VISITOR
from grasse_tui.games.lafleur.rules.content import TRACKED
from grasse_tui.games.lafleur.rules.effects import count
from grasse_tui.games.lafleur.rules.state import LaFleurState


def attraction(state: LaFleurState, chateau: int, visitor: str) -> int:
    """What château ``chateau`` offers ``visitor``: its allure of the visitor's types, or
    the count its rule compares."""
    card = VISITOR[visitor]
    if card.allures:
        home = state.chateaux[chateau]
        return sum(home.allure[allure] for allure in card.allures if allure in TRACKED)
    assert card.rule is not None
    return count(state, chateau, card.rule.count)


def host(state: LaFleurState, visitor: str) -> int | None:
    """The château ``visitor`` would visit if the party were now (None: no one)."""
    card = VISITOR[visitor]
    scores = {index: attraction(state, index, visitor) for index in range(len(state.chateaux))}
    fewest = card.rule is not None and card.rule.fewest
    best = (min if fewest else max)(scores.values())
    top = [index for index, score in scores.items() if score == best]
    if len(top) == 1:
        return top[0]
    pawn = state.pawns.get(visitor)
    if pawn is not None and pawn[0] in top:
        return pawn[0]
    return None


def hosts(state: LaFleurState) -> dict[str, int]:
    """Every face-up visitor that visits someone, in the order they were revealed, with
    the château it visits."""
    found = {visitor: host(state, visitor) for visitor in state.visitors}
    return {visitor: index for visitor, index in found.items() if index is not None}
