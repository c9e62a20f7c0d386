"""The greedy bot's weights, in points: what loose pieces are worth, the heuristic's
tuned weights, and the margin within which two scores tie."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, TypeAlias

from grasse_tui.games.grasse.rules.content import RESOURCES, Base, Essence, Resource

Stock: TypeAlias = Mapping[Resource, int]
"""Counts of all nine resources, in ``content.RESOURCES`` order (as ``PrivateView.resources``)."""

ESSENCE_WEIGHT: Final = 2
"""An essence is this many times as hard to get as a base (a recipe's planning weight)."""
LOOSE: Final[dict[Resource, float]] = {r: 0.03 if isinstance(r, Base) else 0.1 for r in RESOURCES}
"""Worth of a piece no planned perfume uses (trades, tie-break, kept from rivals)."""
GENERIC: Final[dict[Resource, float]] = {r: 1.0 if isinstance(r, Essence) else 0.4 for r in RESOURCES}
"""How much a piece helps an unknown opponent: essences are scarce."""

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

TIE: Final = 1e-9
"""Scores this close are equal (the same worth summed in another order may differ)."""


def loose_worth(stock: Stock) -> float:
    """What the pieces of ``stock`` are worth as loose pieces."""
    return sum(LOOSE[r] * n for r, n in stock.items())
