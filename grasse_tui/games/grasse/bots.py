"""The greedy Grasse bot: one-step lookahead on what its own view shows.

The policy sees only a :class:`~grasse_tui.games.grasse.view.GrasseView` and the
legal actions (never the state) and scores every legal action; the best score
wins and ties are broken with the bot's own RNG, so a bot is deterministic
given its RNG. One :class:`_Ctx` is built per decision and caches what the
scores share (location values and estimates, perfumes it can make); what only
changes with the seat's cards, production and the board (points per perfume,
recipes, the planner and its memoised picks) is shared across decisions and
games by value, and so is a stock's worth with its memoised gains and
collection values. A seat's next decision takes its plan and stock from its
last one when the view parts they came from are unchanged. A decision with a single legal action is returned without
looking at the view.

The heuristic:

* **Stock value.** ``_Planner.value`` plans perfumes greedily from the stock
  behind the screen: repeatedly the perfume missing the fewest ingredients
  (an essence weighs twice a base; most points per essence breaks ties) is
  made on paper. Each complete perfume counts 0.7 × its points (points include
  a held contract, the vanguard bonus and a nudge for the Versatile award);
  the first incomplete one counts 0.45 × its points × the share of its
  ingredients held, shrinking as the bot's remaining turns run out. A resource
  is worth what it adds to that value, so the bot collects the bases and
  essences its next perfumes lack.
* **Coins** are worth 0.2 points (five make a point at the end) plus more
  while the bot is short of them and has turns left to spend them.
* **Locations** are worth what their effect would give now: points for a
  perfume it can make (factories, La Grande Usine), coins and the fashion
  point for a sale (Perfumery, Château), cards that fit the perfumes it holds
  essences for (Master Perfumer), coins (banks), the best trade (Market), the
  best extra collection (Enfleurage, Grand Fair, Alley, Alleyway, Square,
  Shortcut, City Hall), or the best other location for free (Palace); less
  the worker cost. The Market, City Hall and Shortcut, whose exact values
  take many stock evaluations, are valued exactly only when a quick
  optimistic estimate (their best single piece or two, plus a slack) could
  beat the best location valued so far, for a worker and for the Palace's
  noble alike.
* **Track.** A landing space is worth its best collection: two pieces on an
  own tile, one on a grey tile, one on an opponent's tile only when it is worth
  the coin plus a penalty for paying a rival. Resources owed to the track go
  where the bot's next move can pick up what it needs once they are gone
  (best on its own tile)
  and away from spaces opponents reach next; resources taken from the track
  come from spaces opponents would reach.
* **End of game.** The free action makes the best perfume, else sells a flask
  when that gains points (fashion, a 5-coin step), else passes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, NamedTuple, TypeVar, overload
from itertools import combinations, compress
from operator import add, itemgetter, mul

from grasse_tui.core.rng import SeededRng
from grasse_tui.games.grasse.actions import (
    ChooseForPierre,
    Collect,
    Deliver,
    DiscardWorker,
    Done,
    EventPass,
    EventReturn,
    EventTake,
    EventTakeCard,
    GrasseAction,
    MarketBuy,
    MarketTrade,
    MoveNoble,
    MovePawn,
    MovePawnBack,
    PlaceGoldenPawn,
    PlaceTrackTile,
    PlaceWorker,
    Produce,
    RefreshRow,
    Sell,
    SkipEffect,
    SwapCubes,
    SwapPawns,
    SwapTiles,
    TakeCard,
    TakeFromSpace,
)
from grasse_tui.games.grasse.content import (
    BASES,
    CHATEAU_BONUS,
    COINS_PER_POINT,
    CONTRACT_BONUS,
    ESSENCES,
    FASHION_BONUS,
    MAX_PRODUCED_PER_TYPE,
    MAX_SALES,
    PERFUMES,
    PRODUCTION_POINTS,
    RESOURCES,
    ROUNDS,
    SALE_COINS,
    SPACE_CAPACITY,
    TRACK_SPACES,
    VANGUARD_BONUS,
    WORKERS,
    Base,
    CardRow,
    ContractCard,
    Criterion,
    Essence,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.view import AwardView, GrasseView, LocationView, SeatPublicView

Stock = tuple[int, ...]
"""Counts of the nine resources in ``content.RESOURCES`` order."""

_INDEX: dict[Resource, int] = {r: i for i, r in enumerate(RESOURCES)}
_BASE_IDS: tuple[int, ...] = tuple(range(len(BASES)))
_ESSENCE_IDS: tuple[int, ...] = tuple(range(len(BASES), len(RESOURCES)))
_WEIGHT: tuple[int, ...] = tuple(1 if isinstance(r, Base) else 2 for r in RESOURCES)
"""Planning weight of a missing ingredient: an essence is twice as hard to get as a base."""
_EXOTIC = PERFUMES.index(Perfume.EXOTIC)
_WEIGHT_OF: tuple[int, ...] = tuple(
    sum(w for i, w in enumerate(_WEIGHT) if mask >> i & 1) for mask in range(1 << len(RESOURCES))
)
"""Planning weight of every set of resources, as a bit mask over resource indices."""
_EXOTIC_WEIGHT = len(BASES) * 1 + 2 * 2
"""Planning weight of an Exotic recipe: four bases and two essences."""
_LOOSE: tuple[float, ...] = tuple(0.03 if isinstance(r, Base) else 0.1 for r in RESOURCES)
"""Worth of a piece no planned perfume uses (trades, tie-break, kept from rivals)."""

# Weights of the heuristic, in points, tuned on seeded all-bot games.
COMPLETE_SHARE = 0.7
"""A perfume the stock can make is worth this share of its points (it still costs a turn)."""
PARTIAL_SHARE = 0.45
"""The next, incomplete perfume is worth this share of its points times the share held."""
COIN_FLOOR = 0.2
"""A coin's worth at the very end: five make a point."""
RIVAL_PENALTY = 0.1
"""Extra cost of paying a coin to an opponent (it helps a rival)."""
PRODUCE_BONUS = 1.0
"""Making a perfume now beats the same points on paper."""
VERSATILE_NUDGE = 0.4
"""A first flask of a type helps the Most Versatile Producer award."""
SELLER_NUDGE = 0.3
"""A sale moves up the sales track (Best Seller award)."""
NEXT_FASHION_HOLD = 0.6
"""Keep the vanguard flask: it is next round's fashion perfume."""
SPECULATIVE_CARD = 0.25
"""Expected future flasks of a type the bot holds no essence for (cards)."""
TECHNIQUE_SHARE = 0.5
"""A technique card saves one base per flask: worth this per expected flask."""
REFRESH_VALUE = 0.3
"""Opening a new card row when nothing open can be taken."""
PLAN_HORIZON = 4
"""At most this many perfumes (and of one type) are planned from one stock."""
STOP_VALUE = 0.05
"""Stopping at the Master Perfumer beats a card worth less than this."""
BOUND_SLACK = 0.6
"""Added to a costly location's quick estimate (:meth:`_Ctx.location_bound`): two pieces
can be worth more together than apart, and a trade can be worth more than its piece."""


_BITS: tuple[int, ...] = tuple(1 << i for i in range(len(RESOURCES)))
"""Bit i stands for resource i in a mask of the resources a stock holds."""
_BASE_MASK = sum(_BITS[i] for i in _BASE_IDS)
_ESSENCE_MASK = sum(_BITS[i] for i in _ESSENCE_IDS)
_count = itemgetter(1)
"""The count of a (resource or perfume, count) pair."""
# The caches shared across decisions are emptied at this many entries: hits come mostly
# from the current game, and a small heap keeps the garbage collector's full passes short.
_CACHE_LIMIT = 512

T = TypeVar("T")


class cached_property(Generic[T]):  # noqa: N801 - named after the functools one it replaces
    """``functools.cached_property`` without its lock (Python 3.11 takes one on every first
    access, a measurable cost for a context built per decision): the value is computed on
    first access and stored in the instance's ``__dict__``, which later accesses read."""

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> cached_property[T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> T | cached_property[T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value

_COSTLY = frozenset({LocationId.MARKET, LocationId.CITY_HALL, LocationId.SHORTCUT})
"""Locations whose exact value takes many stock evaluations: valued only when their quick
estimate could beat the best value found so far."""


def _mask(indices: Sequence[int]) -> int:
    """The bit mask of a set of resource indices."""
    mask = 0
    for i in indices:
        mask |= 1 << i
    return mask


def _index(resource: Resource) -> int:
    return _INDEX[resource]


def _generic(resource: Resource) -> float:
    """How much a piece helps an unknown opponent: essences are scarce."""
    return 1.0 if isinstance(resource, Essence) else 0.4


_piece_ids: dict[tuple[tuple[Resource, int], ...], tuple[tuple[int, int], ...]] = {}
"""A space's (resource, count) pairs as (resource index, count) pairs (a few hundred at most)."""


def _pieces(pieces: tuple[tuple[Resource, int], ...]) -> tuple[tuple[int, int], ...]:
    ids = _piece_ids.get(pieces)
    if ids is None:
        ids = _piece_ids[pieces] = tuple((_INDEX[r], n) for r, n in pieces)
    return ids


def _exotic_need(stock: Sequence[int]) -> tuple[int, ...]:
    """The four bases plus the two most plentiful different essences."""
    first = second = -1
    for i in _ESSENCE_IDS:
        if first < 0 or stock[i] > stock[first]:
            first, second = i, first
        elif second < 0 or stock[i] > stock[second]:
            second = i
    return (*_BASE_IDS, first, second)


Plans = tuple[tuple[int, int, tuple[int, ...], int, int, float], ...]
"""Per perfume: (index, how many more it may make, ingredients (Exotic: (), chosen per
stock), their bit mask, their planning weight, points per essence)."""


_UNUSED = 1 << 20
"""Rank of a perfume type no longer planned (used up, or the horizon reached): above any
missing weight × 8 + rank."""
_missing_tables: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}
"""Per set of recipes (one bit mask per perfume, 0 for Exotic): held-resources bit mask ->
each perfume's missing planning weight × 8. Shared by every planner with those recipes."""


def _missing(masks: tuple[int, ...], present: int) -> tuple[int, ...]:
    """Each recipe's missing planning weight × 8 for a stock holding the resources in ``present``."""
    exotic = _WEIGHT_OF[_BASE_MASK & ~present] + 2 * max(0, 2 - (present & _ESSENCE_MASK).bit_count())
    # Exotic takes the two most plentiful essences, so held ones first.
    return tuple(8 * (_WEIGHT_OF[mask & ~present] if mask else exotic) for mask in masks)


class _Planner:
    """Stock values under one plan signature: the plans, their points, the horizon
    and the time left (see "Stock value" in the module docstring).

    The planner's first pick depends only on which resources the stock holds at
    all, never on how many, so picks are memoised by that bit mask: a pick is the
    perfume with the least missing weight, then the most points per essence,
    then the first, i.e. the least of missing weight × 8 + its rank in that
    order. A complete first pick is made on paper and the rest of the stock is
    valued by :meth:`after`, the planner with one perfume fewer to plan.
    """

    __slots__ = (
        "_after",
        "_horizon",
        "_masks",
        "_missing",
        "plans",
        "_points",
        "_ranked",
        "_ranks",
        "_time",
        "firsts",
    )

    def __init__(self, plans: Plans, points: tuple[float, ...], horizon: int, time: float) -> None:
        self.plans = plans
        self._points = points
        self._horizon = horizon
        self._time = time
        self._masks = masks = tuple(mask if need else 0 for _, _, need, mask, _, _ in plans)
        if len(_missing_tables) >= _CACHE_LIMIT:
            _missing_tables.clear()
        self._missing = _missing_tables.setdefault(masks, {})
        self._ranked = tuple(sorted(range(len(plans)), key=lambda k: (-plans[k][5], k)))
        rank = {k: r for r, k in enumerate(self._ranked)}
        self._ranks = tuple(rank[k] if cap > 0 and horizon > 0 else _UNUSED for k, cap, *_ in plans)
        self._after: list[_Planner | None] = [None] * len(plans)
        self.firsts: dict[int, tuple[int, int, float]] = {}
        """:meth:`first` memoised: callers look here before calling it."""

    def first(self, present: int) -> tuple[int, int, float]:
        """(perfume index, missing weight, worth) of the first perfume planned from a stock
        holding the resources in ``present``; index -1 when nothing more is planned."""
        pick = self.firsts.get(present)
        if pick is not None:
            return pick
        missing = self._missing.get(present)
        if missing is None:
            missing = self._missing[present] = _missing(self._masks, present)
        best = min(map(add, missing, self._ranks))
        if best >= _UNUSED:
            pick = (-1, 0, 0.0)
        else:
            k = self._ranked[best & 7]
            lacking = best >> 3
            if not lacking:
                pick = (k, 0, COMPLETE_SHARE * self._points[k])
            else:
                weight = self.plans[k][4]
                share = (weight - lacking) / weight
                pick = (k, lacking, PARTIAL_SHARE * self._points[k] * share * self._time)
        self.firsts[present] = pick
        return pick

    def after(self, k: int) -> _Planner:
        """The planner for what a stock leaves once one ``k`` perfume is planned from it."""
        planner = self._after[k]
        if planner is None:
            plans = tuple((j, cap - (j == k), need, mask, w, ratio) for j, cap, need, mask, w, ratio in self.plans)
            planner = self._after[k] = _planner(plans, self._points, self._horizon - 1, self._time)
        return planner

    def value(self, stock: Sequence[int]) -> float:
        """Planned worth of ``stock`` in points: the perfumes planned from it, then its loose pieces."""
        k, missing, worth = self.first(sum(compress(_BITS, stock)))
        if k < 0 or missing:
            return sum(map(mul, _LOOSE, stock), worth)
        left = list(stock)
        for i in self.plans[k][2] or _exotic_need(stock):
            left[i] -= 1
        return worth + self.after(k).value(left)


_planners: dict[tuple[object, ...], _Planner] = {}
"""Planners shared across decisions and games, by plan signature (plans, points, horizon, time)."""


def _planner(plans: Plans, points: tuple[float, ...], horizon: int, time: float) -> _Planner:
    """The shared planner for this signature."""
    signature = (plans, points, horizon, time)
    planner = _planners.get(signature)
    if planner is None:
        if len(_planners) >= _CACHE_LIMIT:
            _planners.clear()
        planner = _planners[signature] = _Planner(plans, points, horizon, time)
    return planner


def _recipe(perfume: Perfume, saved: Base | None) -> tuple[tuple[int, ...], int, int]:
    essence = perfume.essence
    if essence is None:
        return (), 0, _EXOTIC_WEIGHT
    need = (*(i for i, b in zip(_BASE_IDS, BASES, strict=True) if b is not saved), _INDEX[essence])
    return need, _mask(need), _WEIGHT_OF[_mask(need)]


_RECIPES: dict[tuple[Perfume, Base | None], tuple[tuple[int, ...], int, int]] = {
    (p, saved): _recipe(p, saved) for p in PERFUMES for saved in (None, *BASES)
}
"""Per perfume and the base a technique card saves (None: no card): the resource indices a
flask takes (Exotic: (), its essences are chosen per stock), their bit mask and planning weight."""
_ESSENCES_PER_FLASK: tuple[int, ...] = tuple(1 if p.is_classic else 2 for p in PERFUMES)


class _SeatPlan:
    """What a seat's plans derive from its cards, the perfume types it may still plan
    and the board: points per perfume, ingredients, and its planner.

    ``caps[k]`` is how many more of perfume k a plan may hold: what the production
    track and the flask supply still allow, at most ``PLAN_HORIZON`` (0: it cannot be
    made). ``unmade[k]`` is True while the seat has made no perfume k and Most
    Versatile Producer is drawn (empty otherwise).
    """

    __slots__ = ("caps", "contracts", "needs", "planner", "points", "techniques")

    def __init__(
        self,
        public: SeatPublicView,
        caps: tuple[int, ...],
        unmade: tuple[bool, ...],
        vanguard: Perfume,
        turns_after: int,
    ) -> None:
        techniques = {c.perfume: c.base for c in public.techniques}
        contracts = frozenset(c.perfume for c in public.contracts)
        self.techniques: dict[Perfume, Base] = techniques
        self.contracts: frozenset[Perfume] = contracts
        self.caps = caps
        points: list[float] = []
        needs = []
        plans = []
        for k, perfume in enumerate(PERFUMES):
            value: float = PRODUCTION_POINTS[perfume]
            if perfume in contracts:
                value += CONTRACT_BONUS
            if perfume is vanguard:
                value += VANGUARD_BONUS
            if unmade and unmade[k]:
                value += VERSATILE_NUDGE
            points.append(value)
            need, mask, weight = _RECIPES[perfume, techniques.get(perfume)]
            needs.append(need)
            plans.append((k, caps[k], need, mask, weight, value / _ESSENCES_PER_FLASK[k]))
        self.points: tuple[float, ...] = tuple(points)
        self.needs: tuple[tuple[int, ...], ...] = tuple(needs)
        horizon = min(turns_after + 1, PLAN_HORIZON)
        time = min(1.0, turns_after / 3)
        self.planner = _planner(tuple(plans), self.points, horizon, time)


_seat_plans: dict[tuple[object, ...], _SeatPlan] = {}
"""Seat plans shared across decisions and games, by everything they derive from."""


class _StockWorth:
    """One stock's planned worth under one planner, and the memoised gains of taking
    resources: shared by every decision with that stock and plan (often several in
    one turn).

    When the planner's first pick from the stock is a complete classic perfume,
    the rest of the stock (``rest``: the stock less that recipe, under the planner
    with one perfume fewer) is a worth of its own, and a change that keeps that
    first pick is valued on the rest, with the rest's memoised gains.
    """

    __slots__ = (
        "firsts",
        "lead",
        "loose",
        "ones",
        "owns",
        "pairs",
        "planner",
        "present",
        "rest",
        "singles",
        "stock",
        "value",
    )

    def __init__(self, planner: _Planner, stock: Stock) -> None:
        self.stock = stock
        self.planner = planner
        self.firsts = planner.firsts
        self.present = present = sum(compress(_BITS, stock))
        """Bit i set when resource i is held."""
        self.loose = sum(map(mul, _LOOSE, stock))
        """The stock's pieces at their loose worth."""
        k, missing, worth = self.firsts.get(present) or planner.first(present)
        need = planner.plans[k][2] if k >= 0 and not missing else ()
        self.lead = k if need else -1
        """The complete classic perfume planned first (-1: none)."""
        self.rest: _StockWorth | None = None
        if need:
            left = list(stock)
            for i in need:
                left[i] -= 1
            self.rest = _worth(planner.after(k), tuple(left))
            self.value: float = worth + self.rest.value
        else:
            self.value = planner.value(stock)
        self.singles: list[float | None] = [None] * len(RESOURCES)
        self.pairs: dict[int, float] = {}
        self.ones: dict[tuple[tuple[int, int], ...], float] = {}
        """:meth:`collect` from a grey or rival tile, by the space's pieces."""
        self.owns: dict[tuple[tuple[int, int], ...], float] = {}
        """:meth:`collect` from the bot's own tile, by the space's pieces."""

    def gain(self, add: Sequence[int] = (), give: Sequence[int] = ()) -> float:
        """What taking resources ``add`` and handing in ``give`` (indices) changes the stock's worth by.

        When the planner completes no perfume from the new stock, its worth is the
        planner's first pick (memoised by which resources are held) plus the loose
        pieces, so the new stock is not built.
        """
        present = self.present
        loose = self.loose
        for i in add:
            present |= _BITS[i]
            loose += _LOOSE[i]
        for i in give:
            loose -= _LOOSE[i]
            if self.stock[i] + add.count(i) == give.count(i):
                present &= ~_BITS[i]
        return self.changed(present, loose, add, give)

    def changed(self, present: int, loose: float, add: Sequence[int], give: Sequence[int]) -> float:
        """:meth:`gain`, given the new stock's held-resources mask and loose worth."""
        k, missing, worth = self.firsts.get(present) or self.planner.first(present)
        if k < 0 or missing:
            return worth + loose - self.value
        if k == self.lead:
            assert self.rest is not None
            return self.rest.gain(add, give)
        stock = list(self.stock)
        for i in add:
            stock[i] += 1
        for i in give:
            stock[i] -= 1
        return self.planner.value(stock) - self.value

    def gain1(self, index: int) -> float:
        """What one more resource ``index`` is worth (cached)."""
        value = self.singles[index]
        if value is None:
            value = self.singles[index] = self.gain((index,))
        return value

    def collect(self, pieces: tuple[tuple[int, int], ...], own: bool) -> float:
        """The best worth, at least 0, of collecting from a space holding ``pieces`` ((resource
        index, count) pairs): one piece, or up to two on the bot's own tile (``own``); cached,
        so spaces holding the same pieces are valued once across the decisions sharing this worth."""
        cache = self.owns if own else self.ones
        value = cache.get(pieces)
        if value is None:
            gain1 = self.gain1
            value = 0.0
            for a, _ in pieces:
                value = max(value, gain1(a))
            if own:
                for j, (a, n) in enumerate(pieces):
                    for b, _ in pieces[j:]:
                        if a != b or n >= 2:
                            value = max(value, self.gain2(a, b))
            cache[pieces] = value
        return value

    def gain2(self, a: int, b: int) -> float:
        """What resources ``a`` and ``b`` (indices, possibly equal) are worth together (cached)."""
        key = a * len(RESOURCES) + b
        value = self.pairs.get(key)
        if value is None:
            value = self.pairs[key] = self.gain((a, b))
        return value


_worths: dict[tuple[_Planner, Stock], _StockWorth] = {}
"""Stock worths shared across decisions, by planner and stock."""


def _worth(planner: _Planner, stock: Stock) -> _StockWorth:
    """The shared worth of ``stock`` under ``planner``."""
    worth = _worths.get((planner, stock))
    if worth is None:
        if len(_worths) >= _CACHE_LIMIT:
            _worths.clear()
        worth = _worths[planner, stock] = _StockWorth(planner, stock)
    return worth


_awards_seen: dict[int, tuple[tuple[AwardView, ...], int, int, bool]] = {}
"""By the id of an awards tuple (the views of one game share it; it is kept here so the
id cannot be reused): :func:`_award_terms`."""


def _award_terms(awards: tuple[AwardView, ...]) -> tuple[tuple[AwardView, ...], int, int, bool]:
    """``awards``, the first place's points for Best Seller and for Stockist (0 when not
    drawn), and whether Most Versatile Producer is drawn."""
    known = _awards_seen.get(id(awards))
    if known is None or known[0] is not awards:
        firsts = {a.criterion: a.points[0] for a in awards}
        seller, stockist = firsts.get(Criterion.BEST_SELLER, 0), firsts.get(Criterion.STOCKIST, 0)
        if len(_awards_seen) >= _CACHE_LIMIT:
            _awards_seen.clear()
        known = _awards_seen[id(awards)] = (awards, seller, stockist, Criterion.VERSATILE in firsts)
    return known


def _seat_plan(
    public: SeatPublicView, supply: tuple[tuple[Perfume, int], ...], versatile: bool, vanguard: Perfume, turns: int
) -> _SeatPlan:
    """The shared seat plan for ``public``'s cards and production, the flask ``supply``,
    whether Most Versatile Producer is drawn, the vanguard and the turns left (at most 3)."""
    # Counts are clamped to what a stock could ever plan, so plans repeat across turns.
    caps = tuple(
        min(MAX_PRODUCED_PER_TYPE - made, left, PLAN_HORIZON)
        for (_, made), (_, left) in zip(public.production, supply)
    )
    unmade = tuple(not made for _, made in public.production) if versatile else ()
    key = (public.techniques, public.contracts, caps, unmade, vanguard, turns)
    plan = _seat_plans.get(key)
    if plan is None:
        if len(_seat_plans) >= _CACHE_LIMIT:
            _seat_plans.clear()
        plan = _seat_plans[key] = _SeatPlan(public, caps, unmade, vanguard, turns)
    return plan


class _Recent(NamedTuple):
    """A seat's last decision: the view parts its seat plan and stock came from
    (compared cheaply: views share unchanged parts by identity, and equal tuples of the
    same members compare by identity item by item), and what was derived."""

    production: tuple[tuple[Perfume, int], ...]
    techniques: tuple[TechniqueCard, ...]
    contracts: tuple[ContractCard, ...]
    supply: tuple[tuple[Perfume, int], ...]
    awards: tuple[AwardView, ...]
    vanguard: Perfume
    turns: int
    plan: _SeatPlan
    terms: tuple[tuple[AwardView, ...], int, int, bool]
    resources: tuple[tuple[Resource, int], ...]
    stock: Stock


_recent: dict[int, _Recent] = {}
"""By seat index: the seat's last decision (any game; identity checks keep games apart)."""


class _Ctx:
    """Everything one decision needs, derived once from the bot's own view."""

    def __init__(self, view: GrasseView) -> None:
        me = view.me
        if me is None:
            raise ValueError("a bot needs a seat's own view, not a spectator view")
        self.view = view
        self.seat = seat = me.seat
        self.public = public = view.seats[seat]
        self.coins = me.coins
        self.flasks = me.flasks
        kind = view.step.kind
        if kind == "track_tile":
            self.turns_after = WORKERS * ROUNDS
        elif kind == "final":
            self.turns_after = 0
        else:
            here = 1 if kind == "place" else 0
            self.turns_after = public.workers_left - here + WORKERS * (ROUNDS - view.round)
        self.time = min(1.0, self.turns_after / 3)
        need = 0.45 if self.coins <= 1 else 0.3 if self.coins <= 3 else 0.15
        self.coin = COIN_FLOOR + need * min(1.0, self.turns_after / 4)
        # Time and horizon stop changing once three turns are left.
        turns = min(self.turns_after, 3)
        supply, awards, vanguard, resources = view.flask_supply, view.awards, view.vanguard, me.resources
        last = _recent.get(seat)
        production, techniques, contracts = public.production, public.techniques, public.contracts
        if (
            last is not None
            and last.awards is awards
            and last.vanguard is vanguard
            and last.turns == turns
            and last.production == production
            and last.techniques == techniques
            and last.contracts == contracts
            and last.supply == supply
        ):
            plan, terms = last.plan, last.terms
        else:
            terms = _award_terms(awards)
            plan = _seat_plan(public, supply, terms[3], vanguard, turns)
        stock = last.stock if last is not None and last.resources == resources else tuple(map(_count, resources))
        _recent[seat] = _Recent(
            production, techniques, contracts, supply, awards, vanguard, turns, plan, terms, resources, stock
        )
        _, self.seller_award, self.stock_award, _ = terms
        self.stock: Stock = stock
        self.plan = plan
        self._locations: dict[LocationId, float] = {}
        self._bounds: dict[LocationId, float] = {}
        self._produced: dict[Perfume, float | None] = {}
        """:meth:`location_bound` memoised (the Palace's estimate asks again)."""

    @cached_property
    def worth(self) -> _StockWorth:
        """The stock's worth under the seat's plan (not needed by every decision)."""
        return _worth(self.plan.planner, self.stock)

    @cached_property
    def gain1(self) -> Callable[[int], float]:
        """:meth:`_StockWorth.gain1` of the stock."""
        return self.worth.gain1

    @cached_property
    def gain2(self) -> Callable[[int, int], float]:
        """:meth:`_StockWorth.gain2` of the stock."""
        return self.worth.gain2

    @cached_property
    def kept(self) -> _StockWorth:
        """The worth of the stock once every resource owed to the track is delivered: a
        delivery values its piece against it, so a run of deliveries shares one worth."""
        left = list(self.stock)
        for resource in self.view.step.pending:
            left[_INDEX[resource]] -= 1
        return _worth(self.plan.planner, tuple(max(0, n) for n in left))

    @cached_property
    def occupied(self) -> set[int]:
        """Track spaces a pawn (or the golden pawn) stands on."""
        view = self.view
        occupied = {s.pawn for s in view.seats if s.pawn is not None}
        if view.golden_pawn is not None:
            occupied.add(view.golden_pawn)
        return occupied

    @cached_property
    def room(self) -> int:
        """How many more pieces the track can hold."""
        return SPACE_CAPACITY * TRACK_SPACES - sum(s.count for s in self.view.track)

    # --- perfumes on paper ---------------------------------------------------

    def need(self, perfume: Perfume) -> tuple[int, ...]:
        """Resource indices a classic perfume takes with the bot's techniques (() for Exotic)."""
        return self.plan.needs[PERFUMES.index(perfume)]

    def gain(self, add: Sequence[Resource]) -> float:
        """What taking the resources ``add`` (none, one or two) is worth."""
        if not add:
            return 0.0
        if len(add) == 1:
            return self.gain1(_INDEX[add[0]])
        return self.gain2(_INDEX[add[0]], _INDEX[add[1]])

    def expected_flasks(self, perfume: Perfume) -> float:
        """How many more ``perfume`` flasks the bot might make (for card values)."""
        essence = perfume.essence
        held = self.stock[_index(essence)] if essence is not None else 0
        return min(2.0, held + SPECULATIVE_CARD * min(1.0, self.turns_after / 6))

    # --- producing and selling ----------------------------------------------

    def produce_value(self, perfume: Perfume, essences: tuple[Essence, ...]) -> float:
        """Making ``perfume`` now: its points, plus a little for what the stock keeps."""
        k = PERFUMES.index(perfume)
        give = [
            *(self.need(perfume)[:-1] if perfume.is_classic else _BASE_IDS),
            *(_index(e) for e in essences),
        ]
        return PRODUCE_BONUS + self.plan.points[k] + 0.25 * (self.worth.gain(give=give) + self.worth.value)

    def can_make(self, perfume: Perfume) -> list[tuple[Essence, ...]]:
        """Essence choices that make ``perfume`` now, as the rules allow it."""
        k = PERFUMES.index(perfume)
        if not self.plan.caps[k]:
            return []
        stock = self.stock
        if k == _EXOTIC:
            if not all(stock[i] for i in _BASE_IDS) or self.room < 6:
                return []
            return list(combinations([e for i, e in zip(_ESSENCE_IDS, ESSENCES) if stock[i]], 2))
        need = self.need(perfume)
        if all(stock[i] for i in need) and self.room >= len(need):
            essence = perfume.essence
            assert essence is not None
            return [(essence,)]
        return []

    def best_produce(self, perfumes: Sequence[Perfume]) -> float:
        """The best of ``perfumes`` to make now (0 when none can be made)."""
        values = [value for value in map(self.produce_best, perfumes) if value is not None]
        return max(values, default=0.0)

    def produce_best(self, perfume: Perfume) -> float | None:
        """The best :meth:`produce_value` of ``perfume`` over its essence choices (None when it
        cannot be made now), memoised: factories and La Grande Usine offer the same perfumes."""
        if perfume in self._produced:
            return self._produced[perfume]
        value = self._produced[perfume] = max(
            (self.produce_value(perfume, e) for e in self.can_make(perfume)), default=None
        )
        return value

    def sell_value(self, perfume: Perfume, bonus: int) -> float:
        """Selling one ``perfume`` flask for ``bonus`` extra coins during the rounds."""
        value = (SALE_COINS[perfume] + bonus) * self.coin + SELLER_NUDGE
        if perfume is self.view.fashion:
            value += FASHION_BONUS
        elif perfume is self.view.vanguard and self.view.round < ROUNDS:
            value -= NEXT_FASHION_HOLD
        return value

    def best_sale(self, bonus: int) -> float:
        if self.public.sales >= MAX_SALES:
            return 0.0
        return max((self.sell_value(p, bonus) for p, n in self.flasks if n), default=0.0)

    def final_sale_value(self, perfume: Perfume) -> float:
        """Points a sale gains as the end-of-game free action (coins count in fives)."""
        coins = SALE_COINS[perfume]
        steps = (self.coins + coins) // COINS_PER_POINT - self.coins // COINS_PER_POINT
        fashion = FASHION_BONUS if perfume is self.view.fashion else 0
        return steps + fashion + 0.1 * (self.seller_award - self.stock_award)

    # --- cards --------------------------------------------------------------

    def card_value(self, row: CardRow, index: int) -> float:
        """Worth of the open card at ``index`` of ``row`` (0 when the bot may not hold it)."""
        cards = self.view.technique_row if row is CardRow.TECHNIQUE else self.view.contract_row
        card = cards[index]
        if isinstance(card, TechniqueCard):
            if card.perfume in self.plan.techniques:
                return 0.0
            return TECHNIQUE_SHARE * self.expected_flasks(card.perfume)
        if card.perfume in self.plan.contracts:
            return 0.0
        return CONTRACT_BONUS * self.expected_flasks(card.perfume)

    def master_perfumer_value(self) -> float:
        """The two best open cards."""
        view = self.view
        values = [self.card_value(CardRow.TECHNIQUE, i) for i in range(len(view.technique_row))]
        values += [self.card_value(CardRow.CONTRACT, i) for i in range(len(view.contract_row))]
        values.sort(reverse=True)
        return sum(values[:2])

    # --- the track ----------------------------------------------------------

    def forward(self, start: int | None, steps: int) -> int:
        """Where a pawn at ``start`` (None: off the track) lands ``steps`` free spaces on."""
        index = -1 if start is None else start
        while steps:
            index = (index + 1) % TRACK_SPACES
            if index not in self.occupied:
                steps -= 1
        return index

    def backward(self, start: int, steps: int) -> int:
        """Where a pawn at ``start`` lands ``steps`` free spaces back (Alley)."""
        index = start
        while steps:
            index = (index - 1) % TRACK_SPACES
            if index not in self.occupied:
                steps -= 1
        return index

    def reach(self, seat: int) -> tuple[int, int]:
        """The spaces ``seat``'s pawn reaches with a move of 1 and of 2."""
        pawn = self.view.seats[seat].pawn
        return self.forward(pawn, 1), self.forward(pawn, 2)

    @cached_property
    def pieces(self) -> list[tuple[tuple[int, int], ...]]:
        """Per track space, its (resource index, count) pairs."""
        return [_pieces(s.pieces) for s in self.view.track]

    @cached_property
    def open_locations(self) -> dict[LocationId, LocationView]:
        """The open locations by id."""
        return {loc.id: loc for loc in self.view.locations}

    @cached_property
    def on_track(self) -> set[int]:
        """Resource indices lying anywhere on the track."""
        return {i for pieces in self.pieces for i, _ in pieces}

    @cached_property
    def two(self) -> set[int]:
        """Resource indices lying two or more to a space somewhere on the track."""
        return {i for pieces in self.pieces for i, n in pieces if n >= 2}

    @cached_property
    def best_single(self) -> float:
        """The best single piece anywhere on the track (0 when none gains)."""
        return max([0.0, *map(self.gain1, self.on_track)])

    @cached_property
    def my_reach(self) -> tuple[int, int]:
        """The spaces the bot's own next move (1 or 2) lands on (free ones: moves skip pawns)."""
        return self.reach(self.seat)

    @cached_property
    def rival_reach(self) -> dict[int, list[int]]:
        """Space -> opponents whose next move (1 or 2) can land there."""
        spaces: dict[int, list[int]] = {}
        for seat in range(len(self.view.seats)):
            if seat != self.seat:
                for index in set(self.reach(seat)):
                    spaces.setdefault(index, []).append(seat)
        return spaces

    def collect_value(self, source: int, owner: int | None, golden: bool = False) -> float:
        """Best worth of collecting the pieces now on space ``source`` from a tile of ``owner``."""
        pieces = self.pieces[source]
        if golden or owner is None:
            return self.worth.collect(pieces, False)
        if owner == self.seat:
            return self.worth.collect(pieces, True)
        return max(self.worth.collect(pieces, False) - self.coin - RIVAL_PENALTY, 0.0) if self.coins else 0.0

    def land_value(self, index: int) -> float:
        """Worth of landing on space ``index`` and collecting there."""
        return self.collect_value(index, self.view.track[index].owner)

    @cached_property
    def own_free_tile(self) -> bool:
        """Whether a tile of the bot's lies on a space no pawn stands on (City Hall's swap)."""
        occupied = self.occupied
        return any(s.owner == self.seat and s.index not in occupied for s in self.view.track)

    @cached_property
    def reach_value(self) -> float:
        """The best landing within the bot's next move."""
        return max(self.land_value(i) for i in self.my_reach)

    # --- locations ------------------------------------------------------------

    def location_value(self, location: LocationId) -> float:
        """Worth of carrying out ``location``'s effect now, before any worker cost."""
        cached = self._locations.get(location)
        if cached is None:
            cached = self._locations[location] = self._location_value(location)
        return cached

    def _location_value(self, location: LocationId) -> float:
        view = self.view
        if location.is_factory or location is LocationId.GRANDE_USINE:
            return self.best_produce(self.open_locations[location].perfumes)
        if location is LocationId.PERFUMERY:
            return self.best_sale(0)
        if location is LocationId.CHATEAU:
            return self.best_sale(CHATEAU_BONUS)
        if location is LocationId.MASTER_PERFUMER:
            return self.master_perfumer_value()
        if location is LocationId.BANK:
            return 2 * self.coin
        if location is LocationId.ROYAL_BANK:
            return 3 * self.coin
        if location is LocationId.MARKET:
            return self.market_best()
        if location is LocationId.ENFLEURAGE:
            return max((self.gain1(i) for i in self.on_track if i in _ESSENCE_IDS), default=0.0)
        if location is LocationId.PALACE:
            others = [
                (loc.id, 0.0) for loc in view.locations if loc.id is not LocationId.PALACE and loc.id is not view.noble
            ]
            return max(self.location_scores(others).values(), default=0.0)
        if location is LocationId.SQUARE:
            # Every free space's golden collection is its best single piece, or nothing.
            held = {i for space, pieces in enumerate(self.pieces) if space not in self.occupied for i, _ in pieces}
            return max([0.0, *map(self.gain1, held)])
        if location is LocationId.SHORTCUT:
            return max(self.best_collection(view.track[i].owner) for i in self.my_reach) - self.reach_value
        if location is LocationId.CITY_HALL:
            if not self.own_free_tile:
                return 0.0
            return max(self.collect_value(i, self.seat) for i in self.my_reach) - self.reach_value
        pawn = self.public.pawn
        if location is LocationId.GRAND_FAIR:
            return max(self.land_value(self.forward(pawn, steps)) for steps in (1, 2))
        if pawn is None:
            return 0.0
        if location is LocationId.ALLEY:
            return max(self.land_value(self.backward(pawn, steps)) for steps in (1, 2, 3))
        if location is LocationId.ALLEYWAY:
            pawns = [s.pawn for s in view.seats if s.seat != self.seat and s.pawn is not None]
            return max((self.land_value(p) for p in pawns), default=0.0)
        return 0.0

    def location_scores(self, offers: Sequence[tuple[LocationId, float]]) -> dict[LocationId, float]:
        """Per offered (location, offset): its :meth:`location_value` plus the offset (e.g.
        minus the worker cost), the highest first among the costly locations.

        A costly location whose :meth:`location_bound` plus offset falls short of the best
        score found scores that estimate instead (below the best, so never chosen).
        """
        scores: dict[LocationId, float] = {}
        costly: list[tuple[float, LocationId, float]] = []
        for location, offset in offers:
            if location in _COSTLY:
                bound = self._bounds.get(location)
                if bound is None:
                    bound = self._bounds[location] = self.location_bound(location)
                costly.append((bound + offset, location, offset))
            else:
                scores[location] = self.location_value(location) + offset
        best = max(scores.values(), default=-1e9)
        costly.sort(key=itemgetter(0), reverse=True)
        for bound, location, offset in costly:
            if bound < best - 1e-9:
                scores[location] = bound
            else:
                scores[location] = value = self.location_value(location) + offset
                best = max(best, value)
        return scores

    def location_bound(self, location: LocationId) -> float:
        """A quick, optimistic estimate of a costly location's :meth:`location_value`: its best
        single piece (Market: or two bases for an essence), or its best two pieces on a space
        (City Hall, Shortcut), less the bot's least landing value, plus ``BOUND_SLACK``."""
        gain1 = self.gain1
        if location is LocationId.MARKET:
            best = self.best_single
            if any(self.stock[i] for i in _ESSENCE_IDS):
                best = max([best, *(2 * gain1(i) for i in self.two if i in _BASE_IDS)])
            return best + BOUND_SLACK
        city_hall = location is LocationId.CITY_HALL
        if city_hall and not self.own_free_tile:
            return 0.0
        track = self.view.track
        collect = self.worth.collect
        pieces = self.pieces
        floor = max(collect(pieces[i], False) if track[i].owner in (None, self.seat) else 0.0 for i in self.my_reach)
        if city_hall:
            best = max([0.0, *(self.pair_bound(pieces[i]) for i in self.my_reach)])
        else:
            owners = {track[i].owner for i in self.my_reach}
            if self.seat in owners:
                # Any two pieces on the track, a pair of one resource where a space holds two (at
                # least the best single piece, so at least any other owner's collection).
                best = self.pair_bound([(a, 2 if a in self.two else 1) for a in self.on_track])
            else:
                best = max(map(self.best_collection, owners))
        return best - floor + BOUND_SLACK

    def pair_bound(self, pieces: Sequence[tuple[int, int]]) -> float:
        """The two best of ``pieces`` ((resource index, count) pairs) valued apart and added."""
        first = second = 0.0
        gain1 = self.gain1
        for a, n in pieces:
            value = gain1(a)
            if value > first:
                first, second = value, max(first, value if n >= 2 else second)
            elif value > second:
                second = value
        return first + second

    def best_collection(self, owner: int | None) -> float:
        """The best :meth:`collect_value` from a tile of ``owner`` over every space's pieces (Shortcut)."""
        single = self.best_single
        if owner is None:
            return single
        if owner != self.seat:
            return max(single - self.coin - RIVAL_PENALTY, 0.0) if self.coins else 0.0
        return max(self.collect_value(source, owner) for source in range(TRACK_SPACES))

    def market_best(self) -> float:
        """The best Market trade or purchase (0 when there is none): every :meth:`market_value`
        the Market offers, with the new stocks' masks and loose worth built incrementally."""
        stock = self.stock
        on_track = self.on_track
        two = self.two
        present, loose = self.worth.present, self.worth.loose
        gain = self.worth.changed
        values = [self.gain1(i) - self.coin for i in on_track] if self.coins else []
        for give in _BASE_IDS:
            held = stock[give]
            if not held:
                continue
            if held >= 2:
                kept = present & ~_BITS[give] if held == 2 else present
                left = loose - _LOOSE[give] - _LOOSE[give]
                pair = (give, give)
                values += [gain(kept | _BITS[e], left + _LOOSE[e], (e,), pair) for e in _ESSENCE_IDS if e in on_track]
            kept = present & ~_BITS[give] if held == 1 else present
            left = loose - _LOOSE[give]
            values += [
                gain(kept | _BITS[b], left + _LOOSE[b], (b,), (give,)) for b in _BASE_IDS if b != give and b in on_track
            ]
        for give in _ESSENCE_IDS:
            held = stock[give]
            if not held:
                continue
            kept = present & ~_BITS[give] if held == 1 else present
            left = loose - _LOOSE[give]
            values += [
                gain(kept | _BITS[b], left + _LOOSE[b] + _LOOSE[b], (b, b), (give,)) for b in _BASE_IDS if b in two
            ]
            values += [
                gain(kept | _BITS[e], left + _LOOSE[e], (e,), (give,))
                for e in _ESSENCE_IDS
                if e != give and e in on_track
            ]
        return max(values, default=0.0)

    def market_value(self, give: Sequence[int], take: Sequence[int]) -> float:
        """A Market trade (or, with nothing given, a 1-coin purchase) in resource indices."""
        if not give:
            return self.gain1(take[0]) - self.coin
        return self.worth.gain(take, give)

    def swap_cubes_value(self, a: int, b: int) -> float:
        """Shortcut: gain at the bot's next landing spaces if spaces ``a`` and ``b`` swap pieces."""
        track = self.view.track
        after = max(self.collect_value(b if i == a else a if i == b else i, track[i].owner) for i in self.my_reach)
        return after - self.reach_value

    def swap_tiles_value(self, a: int, b: int) -> float:
        """City Hall: gain at the bot's next landing spaces if its tile on ``a`` swaps with ``b``'s."""
        track = self.view.track
        after = max(
            self.collect_value(i, track[b].owner if i == a else self.seat if i == b else track[i].owner)
            for i in self.my_reach
        )
        return after - self.reach_value

    # --- placing and taking pieces ----------------------------------------------

    def draft_value(self, index: int) -> float:
        """A large tile on ``index``: its pieces, and distance from the bot's other tiles."""
        track = self.view.track
        value = sum(_generic(r) * n for r, n in track[index].pieces)
        mine = [s.index for s in track if s.owner == self.seat]
        if mine:
            gap = min(min((index - i) % TRACK_SPACES, (i - index) % TRACK_SPACES) for i in mine)
            value += 0.3 * min(gap, 5)
        return value

    def deliver_value(self, index: int) -> float:
        """Where to put the next resource owed: in the bot's next move, away from rivals."""
        step = self.view.step
        resource = step.pending[0]
        owner = self.view.track[index].owner
        value = 0.1 if owner == self.seat else 0.0
        if step.location is not None and index in self.my_reach:
            share = 2.0 if owner == self.seat else 1.0 if owner is None else 0.3
            value += 0.8 * share * max(self.kept.gain1(_index(resource)), 0.0)
        for rival in self.rival_reach.get(index, ()):
            share = 2.0 if owner == rival else 1.0 if owner is None else 0.5
            value -= 0.5 * share * _generic(resource)
        return value

    def deny_value(self, index: int, resource: Resource) -> float:
        """Taking ``resource`` from space ``index``: better where rivals land than where the bot does."""
        value = 0.3 * len(self.rival_reach.get(index, ())) * _generic(resource)
        if index in self.my_reach:
            value -= 0.3
        return value


def _score(ctx: _Ctx, action: GrasseAction) -> float:
    """The worth of one legal action (higher is better); workers and the noble are scored
    by :meth:`_Ctx.location_scores` instead."""
    view = ctx.view
    match action:
        case MovePawn(steps=steps):
            return ctx.land_value(ctx.forward(ctx.public.pawn, steps))
        case Collect(resources=resources):
            space = view.step.space
            assert space is not None
            value = ctx.gain(resources)
            owner = view.track[space].owner
            if resources and owner is not None and owner != ctx.seat and view.golden_pawn != space:
                value -= ctx.coin + RIVAL_PENALTY
            return value
        case Deliver(space=space):
            return ctx.deliver_value(space)
        case Produce(perfume=perfume, essences=essences):
            return ctx.produce_value(perfume, essences)
        case Sell(perfume=perfume):
            if view.step.kind == "final":
                return ctx.final_sale_value(perfume)
            return ctx.sell_value(perfume, CHATEAU_BONUS if view.step.location is LocationId.CHATEAU else 0)
        case TakeCard(row=row, index=index):
            return ctx.card_value(row, index)
        case RefreshRow():
            return REFRESH_VALUE * ctx.time
        case MarketTrade(give=give, take=take):
            return ctx.market_value([_index(r) for r in give], [_index(r) for r in take])
        case MarketBuy(resource=resource):
            return ctx.market_value((), (_index(resource),))
        case TakeFromSpace(space=space, resource=resource):
            if view.step.kind == "effect":
                return ctx.gain1(_index(resource)) + 0.1 * ctx.deny_value(space, resource)
            return ctx.deny_value(space, resource)
        case MovePawnBack(steps=steps):
            pawn = ctx.public.pawn
            assert pawn is not None
            return ctx.land_value(ctx.backward(pawn, steps))
        case SwapPawns(seat=other):
            pawn = view.seats[other].pawn
            assert pawn is not None
            return ctx.land_value(pawn)
        case PlaceGoldenPawn(space=space):
            return ctx.collect_value(space, None, golden=True)
        case SwapCubes(a=a, b=b):
            return ctx.swap_cubes_value(a, b)
        case SwapTiles(a=a, b=b):
            return ctx.swap_tiles_value(a, b)
        case PlaceTrackTile(space=space):
            return ctx.draft_value(space)
        case Done():
            return STOP_VALUE if view.step.kind == "effect" else 0.0
        case SkipEffect() | DiscardWorker():
            return 0.0
        case ChooseForPierre(perfume=perfume):
            # Solo: pick for Pierre what scores him least (Exotic scores most).
            return -float(PRODUCTION_POINTS[perfume])
        case EventTake() | EventReturn() | EventTakeCard() | EventPass():
            return _event_value(ctx, action)
    raise TypeError(f"not a Grasse action: {action!r}")


def _event_value(ctx: _Ctx, action: GrasseAction) -> float:
    """Events decisions, kept simple: take what adds most, return what costs least, pass at 0."""
    match action:
        case EventTake(resource=resource):
            return ctx.gain1(_index(resource))
        case EventReturn(resource=resource):
            return ctx.worth.gain(give=(_index(resource),))
        case EventTakeCard(row=row, index=index):
            return ctx.card_value(row, index)
    return 0.0


def greedy_policy(view: GrasseView, legal: Sequence[GrasseAction], rng: SeededRng) -> GrasseAction:
    """The legal action the greedy heuristic scores best (ties broken by ``rng``).

    ``view`` must be the acting seat's own view. Raises IndexError when
    ``legal`` is empty and ValueError for a spectator view.
    """
    if len(legal) == 1:
        return legal[0]
    ctx = _Ctx(view)
    kind = view.step.kind
    if kind == "place" or kind == "effect" and view.step.location is LocationId.PALACE:
        # Workers and the noble go to locations, scored together so costly ones can be pruned.
        coin = ctx.coin
        places = ctx.location_scores(
            [
                (a.location, -ctx.open_locations[a.location].cost * coin if isinstance(a, PlaceWorker) else 0.0)
                for a in legal
                if isinstance(a, (PlaceWorker, MoveNoble))
            ]
        )
        scored = [
            (places[a.location] if isinstance(a, (PlaceWorker, MoveNoble)) else _score(ctx, a), a) for a in legal
        ]
    else:
        scored = [(_score(ctx, action), action) for action in legal]
    best = max(score for score, _ in scored)
    ties = [action for score, action in scored if score >= best - 1e-9]
    return ties[0] if len(ties) == 1 else rng.choice(ties)
