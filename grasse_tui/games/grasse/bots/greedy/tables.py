"""The greedy bot's shared tables: resource indices and bit masks over the nine
resources, per-perfume points and recipes' planning weights, the
heuristic's tuned weights (in points), the tie margin and the cache limit."""

from __future__ import annotations

from typing import Final

from grasse_tui.games.grasse.rules.content import (
    BASES,
    MAX_PRODUCED_PER_TYPE,
    PERFUMES,
    PRODUCTION_POINTS,
    RESOURCES,
    SPACE_CAPACITY,
    TRACK_SPACES,
    Base,
    Essence,
    Perfume,
    Resource,
)

Stock = tuple[int, ...]
"""Counts of the nine resources in ``content.RESOURCES`` order."""
Pieces = tuple[tuple[Resource, int], ...]
"""A track space's (resource, count) pairs, as ``SpaceView.pieces`` lists them."""

_BASE_IDS: Final[tuple[int, ...]] = tuple(range(len(BASES)))
_ESSENCE_IDS: Final[tuple[int, ...]] = tuple(range(len(BASES), len(RESOURCES)))
_FIRST_ESSENCE: Final = len(BASES)
_INDEX: Final[dict[Resource, int]] = {r: i for i, r in enumerate(RESOURCES)}
_BITS: Final[tuple[int, ...]] = tuple(1 << i for i in range(len(RESOURCES)))
"""Bit i stands for resource i in a mask of the resources a stock holds."""
_BIT: Final[dict[Resource, int]] = {r: _BITS[i] for i, r in enumerate(RESOURCES)}
_BASE_MASK: Final = sum(_BITS[i] for i in _BASE_IDS)
_ALL_MASK: Final = (1 << len(RESOURCES)) - 1
_HELD: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(i for i in range(len(RESOURCES)) if mask >> i & 1) for mask in range(1 << len(RESOURCES))
)
"""Per bit mask over resource indices: the indices it holds."""
_ABSENT: Final[tuple[tuple[int, ...], ...]] = tuple(_HELD[~mask & _ALL_MASK] for mask in range(1 << len(RESOURCES)))
"""Per held-resources bit mask: the indices of the resources not held."""
_ESSENCE_MASK: Final = sum(_BITS[i] for i in _ESSENCE_IDS)


def _held_mask(counts: list[int]) -> int:
    """The bit mask of the resources held, from per-resource counts in ``RESOURCES`` order
    (a loop over a list: compiled, walked natively, where a sequence goes through Python's
    iterator)."""
    mask = 0
    bit = 1
    for n in counts:
        if n:
            mask |= bit
        bit <<= 1
    return mask


def _largest(values: list[float], empty: float) -> float:
    """``max(values, default=empty)`` as a loop over a list: compiled, the builtin costs
    several times as much (a call into Python's builtins, twice as dear with ``default=``),
    and a list is walked natively where a sequence goes through Python's iterator."""
    if not values:
        return empty
    best = values[0]
    for value in values:
        if value > best:
            best = value
    return best


_WEIGHT_OF: Final[tuple[int, ...]] = tuple(
    sum(1 if i < _FIRST_ESSENCE else 2 for i in range(len(RESOURCES)) if mask >> i & 1)
    for mask in range(1 << len(RESOURCES))
)
"""Planning weight of every set of resources, as a bit mask over resource indices: an
essence is twice as hard to get as a base."""
_EXOTIC: Final = PERFUMES.index(Perfume.EXOTIC)
_EXOTIC_WEIGHT: Final = len(BASES) + 2 * 2
"""Planning weight of an Exotic recipe: four bases and two essences."""
_PERFUME_IDS: Final[tuple[int, ...]] = tuple(range(len(PERFUMES)))
_POINTS: Final[tuple[float, ...]] = tuple(float(PRODUCTION_POINTS[p]) for p in PERFUMES)
_ESSENCES_PER_FLASK: Final[tuple[int, ...]] = tuple(1 if p.is_classic else 2 for p in PERFUMES)
_ESSENCE_OF: Final[dict[Perfume, int]] = {p: _INDEX[e] for p in PERFUMES if (e := p.essence) is not None}
"""The resource index of a classic perfume's essence."""
_LOOSE: Final[tuple[float, ...]] = tuple(0.03 if isinstance(r, Base) else 0.1 for r in RESOURCES)
"""Worth of a piece no planned perfume uses (trades, tie-break, kept from rivals)."""
_LOOSE_OF: Final[dict[Resource, float]] = dict(zip(RESOURCES, _LOOSE, strict=True))


def _loose_worth(counts: list[int]) -> float:
    """What ``counts`` (per resource, ``RESOURCES`` order) are worth as loose pieces."""
    worth = 0.0
    for i in range(len(counts)):
        worth += _LOOSE[i] * counts[i]
    return worth


_GENERIC: Final[dict[Resource, float]] = {r: 1.0 if isinstance(r, Essence) else 0.4 for r in RESOURCES}
"""How much a piece helps an unknown opponent: essences are scarce."""
_TRACK_ROOM: Final = SPACE_CAPACITY * TRACK_SPACES
_ROOM: Final[tuple[int, ...]] = tuple(range(MAX_PRODUCED_PER_TYPE, -1, -1))
"""How many more flasks of a type a seat may make, by how many it has made."""

# Weights of the heuristic, in points, tuned on seeded all-bot games.
COMPLETE_SHARE: Final = 0.7
"""A perfume the stock can make is worth this share of its points (it still costs a turn)."""
PARTIAL_SHARE: Final = 0.45
"""The next, incomplete perfume is worth this share of its points times the share held."""
COIN_FLOOR: Final = 0.2
"""A coin's worth at the very end: five make a point."""
RIVAL_PENALTY: Final = 0.1
"""Extra cost of paying a coin to an opponent (it helps a rival)."""
PRODUCE_BONUS: Final = 1.0
"""Making a perfume now beats the same points on paper."""
KEPT_SHARE: Final = 0.25
"""Making a perfume also counts this share of what the stock left behind is worth."""
VERSATILE_NUDGE: Final = 0.4
"""A first flask of a type helps the Most Versatile Producer award."""
SELLER_NUDGE: Final = 0.3
"""A sale moves up the sales track (Best Seller award)."""
NEXT_FASHION_HOLD: Final = 0.6
"""Keep the vanguard flask: it is next round's fashion perfume."""
SPECULATIVE_CARD: Final = 0.25
"""Expected future flasks of a type the bot holds no essence for (cards)."""
TECHNIQUE_SHARE: Final = 0.5
"""A technique card saves one base per flask: worth this per expected flask."""
REFRESH_VALUE: Final = 0.3
"""Opening a new card row when nothing open can be taken."""
PLAN_HORIZON: Final = 4
"""At most this many perfumes are planned from one stock."""
PLAN_CAP: Final = 2
"""At most this many perfumes of one type are planned from one stock."""
_PLAN_CAPS: Final[tuple[int, ...]] = (PLAN_CAP,) * len(PERFUMES)
STOP_VALUE: Final = 0.05
"""Stopping at the Master Perfumer beats a card worth less than this."""
CLIENT_MAKE_SHARE: Final = 0.3
"""Making a perfume an open client wants: this share of the client's point and coin
(the bot must still sell it before a rival serves the client or it leaves)."""
FORMULA_WORTH: Final[tuple[float, ...]] = (4.0, 3.6, 3.4, 3.2, 3.0, 2.8, 2.6, 2.4, 2.2, 2.0, 1.7, 1.4)
"""Secret Formula, by the bot's turns left (it does not count earlier): what a stock
meeting the formula is worth. With no turn left it is its 3 points plus
``PRODUCE_BONUS``, like a perfume made; earlier the bot may still spend the pieces or
gain more (tuned in head-to-head games against the bot without it)."""
FORMULA_ODDS: Final[tuple[float, ...]] = (0.0, 0.45, 0.6, 0.7, 0.75, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8)
"""Secret Formula, by the bot's turns left: a stock short of its formula is worth
``FORMULA_WORTH`` times this to the power of its shortfall (a missing essence counts 2,
each of the four further resources 1)."""

_TIE: Final = 1e-9
"""Scores this close are equal (the same worth summed in another order may differ)."""

# The caches shared across decisions are emptied at this many entries: hits come mostly
# from the current game, and a small heap keeps the garbage collector's full passes short.
_CACHE_LIMIT: Final = 512

