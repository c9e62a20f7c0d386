"""Handing several owed pieces back to the track in one go (a perfume's ingredients): where
a run of deliveries puts them, and when two ways of placing them are the same: the same
pieces on the same spaces leave the same game, whatever order they went there in.

Plain data in, plain data out — the count of pieces on each of the 14 spaces and the pieces
owed, in the order the rules ask for them — so a screen can use it on a view. Nothing here
changes what is legal: a plan is the spaces of a run of the rules' own ``Deliver`` actions,
one per owed piece, in order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from grasse_tui.games.grasse.rules.content import SPACE_CAPACITY, Resource, nearest_space

Plan = tuple[int, ...]
"""The space (0-based) each owed piece goes to, in the order the pieces are owed."""
Placement = frozenset[tuple[tuple[int, Resource], int]]
"""What a plan leaves on the track: how many of each resource each space gains."""


def fill_plan(counts: Sequence[int], start: int, pieces: int) -> Plan:
    """Where ``pieces`` owed pieces go when they fill space ``start`` first and, whenever the
    space of the last piece is full, go on to the nearest space with room (a tie: the one
    ahead) — as the delivery list's highlight moves from one piece to the next.

    ``counts`` is the number of pieces on each space now. Raises ValueError when ``start`` is
    full or the track has room for fewer than ``pieces``.
    """
    room = [SPACE_CAPACITY - count for count in counts]
    if room[start] <= 0 or sum(room) < pieces:
        raise ValueError(f"no room for {pieces} pieces from space {start + 1}")
    spaces: list[int] = []
    current = start
    for _ in range(pieces):
        if not room[current]:
            current = nearest_space(current, [index for index, left in enumerate(room) if left])
        room[current] -= 1
        spaces.append(current)
    return tuple(spaces)


def placement(plan: Plan, owed: Sequence[Resource]) -> Placement:
    """What ``plan`` leaves on the track for the pieces ``owed``: two plans with the same
    placement are the same move for every purpose of the game."""
    return frozenset(Counter(zip(plan, owed)).items())


def fill_plans(counts: Sequence[int], owed: Sequence[Resource]) -> list[Plan]:
    """The :func:`fill_plan` from every space with room, in track order, keeping only the
    first of plans with the same :func:`placement`."""
    plans: list[Plan] = []
    seen: set[Placement] = set()
    if sum(SPACE_CAPACITY - count for count in counts) < len(owed):
        return plans
    for start, count in enumerate(counts):
        if count < SPACE_CAPACITY:
            plan = fill_plan(counts, start, len(owed))
            placed = placement(plan, owed)
            if placed not in seen:
                seen.add(placed)
                plans.append(plan)
    return plans


def forced_plan(counts: Sequence[int], owed: Sequence[Resource]) -> Plan | None:
    """The plan for ``owed`` when every way of handing the pieces back leaves the same
    placement: every space with room is one space, or the pieces are all alike
    and exactly fill the room there is. None when the player has a real choice (or when
    nothing is owed, or the track lacks the room)."""
    open_spaces = [index for index, count in enumerate(counts) if count < SPACE_CAPACITY]
    room = sum(SPACE_CAPACITY - counts[index] for index in open_spaces)
    if not owed or room < len(owed):
        return None
    if len(open_spaces) == 1 or (len(set(owed)) == 1 and room == len(owed)):
        return fill_plan(counts, open_spaces[0], len(owed))
    return None
