"""End-of-game awards (rulebook "Awards", "Tie-Breaking Examples"; ruling G6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from grasse_tui.games.grasse.rules.content import SCORED_PLACES, SOLO_FACE_DOWN, AwardSlot, Criterion
from grasse_tui.games.grasse.rules.state import GrasseState
from grasse_tui.games.grasse.rules.view import GrasseView


@dataclass(frozen=True, slots=True)
class AwardResult:
    """One award slot at the end: each seat's ``values``, ``places`` (None: did not
    compete) and ``points``, all indexed by seat (Pierre included in solo).
    ``scored`` is False for a solo face-down criterion: its points are all 0."""

    slot: AwardSlot
    criterion: Criterion
    values: tuple[int, ...]
    places: tuple[int | None, ...]
    points: tuple[int, ...]
    scored: bool = True


def standing_in(criterion: Criterion, sales: int, made: Sequence[int], flasks: int) -> int:
    """A seat's standing in ``criterion`` from its ``sales``, the flasks it ``made`` of each
    perfume and the ``flasks`` it holds: flasks sold (Best Seller), types made (Versatile),
    most made of one type (Specialized), flasks held (Stockist)."""
    if criterion is Criterion.BEST_SELLER:
        return sales
    if criterion is Criterion.VERSATILE:
        return sum(1 for n in made if n)
    if criterion is Criterion.SPECIALIZED:
        return max(made)
    return flasks


PUBLIC_CRITERIA: Final = frozenset({Criterion.BEST_SELLER, Criterion.VERSATILE, Criterion.SPECIALIZED})
"""Criteria every seat reads off the public tracks (Best Stockist counts flasks behind screens)."""


def ahead_now(view: GrasseView, criterion: Criterion) -> tuple[int, ...]:
    """The seats (indexes of ``view.seats``) ahead in a public ``criterion`` now, several
    when tied; none while no seat competes, and none for Best Stockist, which counts
    flasks held behind the screens."""
    if criterion not in PUBLIC_CRITERIA:
        return ()
    values = [standing_in(criterion, s.sales, [n for _, n in s.production], 0) for s in view.seats]
    best = max(values, default=0)
    return tuple(seat for seat, value in enumerate(values) if value == best) if best > 0 else ()


def criterion_value(state: GrasseState, seat: int, criterion: Criterion) -> int:
    """A seat's standing in ``criterion`` (see :func:`standing_in`)."""
    record = state.seats[seat]
    return standing_in(criterion, record.sales, tuple(record.produced.values()), sum(record.flasks.values()))


def places(values: Sequence[int]) -> list[int | None]:
    """Award place per seat from its criterion value (ruling G6).

    Seats with value 0 do not compete (None). Higher values rank first; a tied
    group takes the place just below the one it shares and everyone after it
    moves down: e.g. values (5, 5, 3) give places (2, 2, 3).
    """
    ranked = sorted({v for v in values if v > 0}, reverse=True)
    result: list[int | None] = [None] * len(values)
    place = 1
    for value in ranked:
        group = [seat for seat, v in enumerate(values) if v == value]
        landed = place if len(group) == 1 else place + 1
        for seat in group:
            result[seat] = landed
        place = landed + 1
    return result


def award_points(values: Sequence[int], slot: AwardSlot, players: int) -> tuple[list[int | None], list[int]]:
    """(places, points) per seat for a slot; 2 players score 1st only, 3 players not 3rd,
    5 players use the 4-place award tiles (ruling G20)."""
    placed = places(values)
    scored = SCORED_PLACES[players]
    table = slot.points_for(players)
    points = [table[p - 1] if p is not None and p <= scored else 0 for p in placed]
    return placed, points


def award_table(state: GrasseState) -> list[AwardResult]:
    """The four awards for the current state, in slot order A–D.

    Solo ("Solo Mode", ruling G60): you and Pierre are ranked as 2 players, so
    only 1st place pays; Best Seller and Best Stockist are face down and pay nothing.
    """
    results = []
    for slot, criterion in state.awards:
        values = [criterion_value(state, seat, criterion) for seat in range(state.players)]
        placed, points = award_points(values, slot, state.players)
        scored = not (state.solo and criterion in SOLO_FACE_DOWN)
        if not scored:
            points = [0] * len(points)
        results.append(AwardResult(slot, criterion, tuple(values), tuple(placed), tuple(points), scored))
    return results
