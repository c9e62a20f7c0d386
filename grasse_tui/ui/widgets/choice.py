"""One legal action as the decision panel lists it, and the spots on the board it concerns."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TypeAlias

Spot: TypeAlias = Hashable
"""A place on a game's board that a choice concerns (Grasse: a location, or a track space's
index). The game's board widgets name their spots with the same values, so a click or a
cursor on one finds the choices that concern it; spots of different kinds must never be
equal (Grasse's locations are enum members, its spaces ints)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal action as :class:`~grasse_tui.ui.widgets.decision_panel.DecisionPanel`
    lists it; a game builds these from its view.

    ``action`` is the game's own action, handed back when the player confirms the choice.
    ``label`` is its line in the list (plain text, never read as markup), listed under the
    heading ``group`` when the choices have two or more groups (the panel keeps the order
    it is given, so a game lists its choices group by group). ``detail`` is context the
    label leaves out, shown in italics under the list ("": none). ``topic`` is the help
    heading that explains it (None: the decision's own topic). ``spots`` are the places on
    the board it concerns (see :data:`Spot`). ``idle`` marks a choice at a spot where the
    player could do nothing now: it is dimmed, never highlighted first while another is not
    idle, and taken only when chosen twice in a row. ``then`` are actions the same decision
    takes after ``action``, in order, without asking (a game's choice that makes several of
    its rules steps at once); undo takes them back with it.

    The panel and its detail box keep values per choice, so every field is hashable.
    """

    action: Hashable
    label: str
    group: str
    detail: str = ""
    topic: str | None = None
    spots: frozenset[Spot] = frozenset()
    idle: bool = False
    then: tuple[Hashable, ...] = ()


def no_choice_uses(where: str) -> str:
    """The note for a spot (``"space 3"``, ``"the Market"``) none of the choices uses."""
    return f"None of your choices now uses {where}."
