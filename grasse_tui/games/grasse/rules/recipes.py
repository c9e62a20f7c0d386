"""What each perfume type takes a seat to make, with its techniques applied (rulebook:
making a perfume; technique cards, ruling G4): the reference a player's own panel shows."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from grasse_tui.games.grasse.rules.content import BASES, ESSENCES, PERFUMES, Base, Essence, Perfume, Resource, TechniqueCard

EXOTIC_ESSENCES = 2
"""An Exotic perfume takes two different essences (any two), besides the four bases."""


@dataclass(frozen=True, slots=True)
class Recipe:
    """One perfume type for one seat: the ``bases`` it takes (a technique card for the type
    ``saves`` one), the ``essence`` a classic type takes (None: Exotic, any two different),
    and whether the seat's stock holds all of it now (``in_hand``)."""

    perfume: Perfume
    bases: tuple[Base, ...]
    saves: Base | None
    essence: Essence | None
    in_hand: bool


def ingredients(
    perfume: Perfume, essences: Iterable[Essence], techniques: Iterable[TechniqueCard]
) -> tuple[Resource, ...]:
    """The pieces a seat holding ``techniques`` hands back to the track to make ``perfume``
    with ``essences``, in the order it delivers them (ruling G4): the bases, less the one a
    technique card for a classic type saves, then the essences."""
    saves = next((card.base for card in techniques if card.perfume is perfume), None) if perfume.is_classic else None
    return (*(base for base in BASES if base is not saves), *essences)


def recipes(stock: Mapping[Resource, int], techniques: Iterable[TechniqueCard]) -> tuple[Recipe, ...]:
    """The six perfume types in ``PERFUMES`` order, for a seat holding ``stock`` (count per
    resource) with ``techniques``. ``in_hand`` looks at the ingredients only: a flask left,
    fewer than five of the type made and room on the track are the board's to tell."""
    saved = {card.perfume: card.base for card in techniques}
    held = {resource for resource, count in stock.items() if count > 0}
    lines: list[Recipe] = []
    for perfume in PERFUMES:
        saves = saved.get(perfume) if perfume.is_classic else None
        bases = tuple(base for base in BASES if base is not saves)
        essence = perfume.essence
        if essence is None:
            enough = sum(1 for e in ESSENCES if e in held) >= EXOTIC_ESSENCES
        else:
            enough = essence in held
        lines.append(Recipe(perfume, bases, saves, essence, enough and all(base in held for base in bases)))
    return tuple(lines)
