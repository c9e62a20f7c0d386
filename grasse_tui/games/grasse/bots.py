"""The greedy Grasse bot: one-step lookahead on need weights read from its own view.

The policy sees only a :class:`~grasse_tui.games.grasse.view.GrasseView` and the
legal actions (never the state) and scores every legal action; the best score
wins and ties are broken with the bot's own RNG, so a bot is deterministic
given its RNG. A decision with a single legal action is returned without
looking at the view.

The heuristic:

* **Stock value.** The stock behind the screen is valued by a plan: the
  perfumes it can make (best points per essence first) count 0.7 × their
  points (points include a held contract, the vanguard bonus and a nudge for
  the Versatile award); of what is left, the perfume missing the fewest
  ingredients (an essence weighs twice a base) counts 0.45 × its points × the
  share of its ingredients held, shrinking as the bot's remaining turns run
  out; pieces no plan uses count a little.
* **Need weights.** When a seat's stock or plan changes, the bot derives its
  *need weights* once (:class:`_Needs`): what one more piece of each resource
  adds to that value, and on demand what handing pieces in costs and what two
  pieces add together. The next perfume planned depends only on which
  resources are held, so most weights come from one pass over the missing
  ones; the few pieces that complete a perfume are valued on the whole stock.
  Plans and weights are memoised by value. Every action is then valued by a
  few sums of these weights.
* **Coins** are worth 0.2 points (five make a point at the end) plus more
  while the bot is short of them and has turns left to spend them.
* **Locations** are worth what their effect would give now, less the worker
  cost: points for a perfume it can make (factories, La Grande Usine), coins
  and the fashion point for a sale (Perfumery, Château), cards that fit the
  perfumes it holds essences for (Master Perfumer), coins (banks), the best
  trade by the weights of what it gives and takes (Market), the best extra
  collection (Enfleurage, Grand Fair, Alley, Alleyway, Square, City Hall,
  Shortcut), or the best other location for free (Palace). Locations are
  valued from the highest cheap upper bound down (the two best pieces on the
  track for a collection), and one whose bound cannot beat the best found so
  far is not valued.
* **Track.** A landing space is worth its best collection: two pieces on an
  own tile, one on a grey tile, one on an opponent's tile only when it is worth
  the coin plus a penalty for paying a rival (a round event may change the
  limit). Resources owed to the track go where the bot's next move can pick up
  what it needs once they are gone (best on its own tile) and away from spaces
  opponents reach next; resources taken from the track come from spaces
  opponents would reach.
* **End of game.** The free action makes the best perfume, else sells a flask
  when that gains points (fashion, a 5-coin step), else passes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import chain, compress
from operator import add, attrgetter, itemgetter, mul, not_
from typing import NamedTuple, cast

from grasse_tui.core.rng import SeededRng
from grasse_tui.games.grasse.actions import (
    ChooseForPierre,
    Collect,
    Deliver,
    Done,
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
    Criterion,
    Essence,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.view import GrasseView, LocationView, PrivateView, SeatPublicView, SpaceView

Stock = tuple[int, ...]
"""Counts of the nine resources in ``content.RESOURCES`` order."""
Pieces = tuple[tuple[Resource, int], ...]
"""A track space's (resource, count) pairs, as ``SpaceView.pieces`` lists them."""

_BASE_IDS: tuple[int, ...] = tuple(range(len(BASES)))
_ESSENCE_IDS: tuple[int, ...] = tuple(range(len(BASES), len(RESOURCES)))
_FIRST_ESSENCE = len(BASES)
_INDEX: dict[Resource, int] = {r: i for i, r in enumerate(RESOURCES)}
_BITS: tuple[int, ...] = tuple(1 << i for i in range(len(RESOURCES)))
"""Bit i stands for resource i in a mask of the resources a stock holds."""
_BIT: dict[Resource, int] = {r: _BITS[i] for i, r in enumerate(RESOURCES)}
_BASE_MASK = sum(_BITS[i] for i in _BASE_IDS)
_ALL_MASK = (1 << len(RESOURCES)) - 1
_HELD: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(len(RESOURCES)) if mask >> i & 1) for mask in range(1 << len(RESOURCES))
)
"""Per bit mask over resource indices: the indices it holds."""
_ABSENT: tuple[tuple[int, ...], ...] = tuple(_HELD[~mask & _ALL_MASK] for mask in range(1 << len(RESOURCES)))
"""Per held-resources bit mask: the indices of the resources not held."""
_ESSENCE_MASK = sum(_BITS[i] for i in _ESSENCE_IDS)
_WEIGHT_OF: tuple[int, ...] = tuple(
    sum(1 if i < _FIRST_ESSENCE else 2 for i in range(len(RESOURCES)) if mask >> i & 1)
    for mask in range(1 << len(RESOURCES))
)
"""Planning weight of every set of resources, as a bit mask over resource indices: an
essence is twice as hard to get as a base."""
_EXOTIC = PERFUMES.index(Perfume.EXOTIC)
_EXOTIC_WEIGHT = len(BASES) + 2 * 2
"""Planning weight of an Exotic recipe: four bases and two essences."""
_PERFUME_IDS: tuple[int, ...] = tuple(range(len(PERFUMES)))
_POINTS: tuple[float, ...] = tuple(float(PRODUCTION_POINTS[p]) for p in PERFUMES)
_ESSENCES_PER_FLASK: tuple[int, ...] = tuple(1 if p.is_classic else 2 for p in PERFUMES)
_ESSENCE_OF: dict[Perfume, int] = {p: _INDEX[e] for p in PERFUMES if (e := p.essence) is not None}
"""The resource index of a classic perfume's essence."""
_LOOSE: tuple[float, ...] = tuple(0.03 if isinstance(r, Base) else 0.1 for r in RESOURCES)
"""Worth of a piece no planned perfume uses (trades, tie-break, kept from rivals)."""
_LOOSE_OF: dict[Resource, float] = dict(zip(RESOURCES, _LOOSE, strict=True))
_GENERIC: dict[Resource, float] = {r: 1.0 if isinstance(r, Essence) else 0.4 for r in RESOURCES}
"""How much a piece helps an unknown opponent: essences are scarce."""
_TRACK_ROOM = SPACE_CAPACITY * TRACK_SPACES
_count = itemgetter(1)
"""The count of a (resource, count) pair."""
_resource = itemgetter(0)
"""The resource of a (resource, count) pair."""
_pieces_of = attrgetter("pieces")
_id = attrgetter("id")
_criterion = attrgetter("criterion")
_ROOM: tuple[int, ...] = tuple(range(MAX_PRODUCED_PER_TYPE, -1, -1))
"""How many more flasks of a type a seat may make, by how many it has made."""

_owner = attrgetter("owner")
_location = attrgetter("location")
_space_count = attrgetter("count")

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
KEPT_SHARE = 0.25
"""Making a perfume also counts this share of what the stock left behind is worth."""
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
"""At most this many perfumes are planned from one stock."""
PLAN_CAP = 2
"""At most this many perfumes of one type are planned from one stock."""
_PLAN_CAPS: tuple[int, ...] = (PLAN_CAP,) * len(PERFUMES)
STOP_VALUE = 0.05
"""Stopping at the Master Perfumer beats a card worth less than this."""

_TIE = 1e-9
"""Scores this close are equal (the same worth summed in another order may differ)."""

# The caches shared across decisions are emptied at this many entries: hits come mostly
# from the current game, and a small heap keeps the garbage collector's full passes short.
_CACHE_LIMIT = 512


# --- the plan ------------------------------------------------------------------------


def _recipe(perfume: Perfume, saved: Base | None) -> tuple[tuple[int, ...], int]:
    essence = perfume.essence
    if essence is None:
        return (), 0
    need = (*(i for i, b in zip(_BASE_IDS, BASES, strict=True) if b is not saved), _INDEX[essence])
    return need, sum(_BITS[i] for i in need)


_RECIPES: dict[tuple[Perfume, Base | None], tuple[tuple[int, ...], int]] = {
    (p, saved): _recipe(p, saved) for p in PERFUMES for saved in (None, *BASES)
}
"""Per perfume and the base a technique card saves (None: no card): the resource indices a
flask takes (Exotic: (), its essences are chosen per stock) and their bit mask."""


def _missing(masks: tuple[int, ...], present: int) -> tuple[int, ...]:
    """Each recipe's missing planning weight for a stock holding the resources in ``present``
    (a mask of 0 stands for Exotic, which takes the two most plentiful essences)."""
    exotic = _WEIGHT_OF[_BASE_MASK & ~present] + 2 * max(0, 2 - (present & _ESSENCE_MASK).bit_count())
    return tuple(_WEIGHT_OF[mask & ~present] if mask else exotic for mask in masks)


_missing_tables: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}
"""Per set of recipes (bit masks, 0 for Exotic): held-resources mask -> :func:`_missing`."""


class _Recipes(NamedTuple):
    """What a seat's technique cards make of the recipes: the base each card saves, and per
    perfume the resource indices a flask takes (Exotic: ()), their bit mask and weight."""

    saved: dict[Perfume, Base]
    needs: tuple[tuple[int, ...], ...]
    masks: tuple[int, ...]
    weights: tuple[int, ...]


_recipe_sets: dict[tuple[tuple[Perfume, Base], ...], _Recipes] = {}
"""By a seat's technique cards, as (perfume, base saved) pairs."""


def _recipes(techniques: tuple[tuple[Perfume, Base], ...]) -> _Recipes:
    known = _recipe_sets.get(techniques)
    if known is None:
        saved = dict(techniques)
        recipes = [_RECIPES[p, saved.get(p)] for p in PERFUMES]
        masks = tuple(mask for _, mask in recipes)
        weights = tuple(_WEIGHT_OF[mask] if mask else _EXOTIC_WEIGHT for mask in masks)
        known = _recipe_sets[techniques] = _Recipes(saved, tuple(need for need, _ in recipes), masks, weights)
    return known


_user_sets: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[int, ...], ...]] = {}
"""By ranked perfumes and recipe masks: :func:`_users`."""


def _users(ranked: tuple[int, ...], masks: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per resource: the perfumes in ``ranked`` whose recipe (a bit mask; 0: Exotic, which
    takes any) takes it."""
    users = _user_sets.get((ranked, masks))
    if users is None:
        lists: list[list[int]] = [[] for _ in RESOURCES]
        for k in ranked:
            for i in _HELD[masks[k] or _ALL_MASK]:
                lists[i].append(k)
        users = _user_sets[ranked, masks] = tuple(map(tuple, lists))
    return users


class _Picks(NamedTuple):
    """What a plan picks next from a stock once some perfumes are planned complete: the
    perfume (-1: none), the planning weight it lacks and its worth; the gain of one more
    piece of each resource; and the two pieces that complete it together (bit mask, 0:
    none) with their bonus over their gains."""

    target: int
    lacking: int
    partial: float
    gain: dict[Resource, float]
    pair: int
    pair_bonus: float
    completing: tuple[int, ...]
    """The resources (indices) one more piece of which completes a perfume: their gain
    leaves out what is planned after it."""


class _Plan:
    """What a seat's stock is planned against: per perfume its recipe and points, which
    perfumes may still be made (``caps``: how many more, at most ``PLAN_CAP``; 0: none),
    the horizon and the time left (see "Stock value" in the module docstring).

    ``ranked`` lists the perfumes that may be made, most points per essence first: the
    order among perfumes missing equal weights.
    """

    __slots__ = (
        "_missing",
        "_picks",
        "caps",
        "contracts",
        "horizon",
        "points",
        "rank",
        "ranked",
        "recipes",
        "time",
        "users",
    )

    def __init__(
        self,
        techniques: tuple[tuple[Perfume, Base], ...],
        contracts: frozenset[Perfume],
        caps: tuple[int, ...],
        unmade: tuple[bool, ...],
        vanguard: Perfume,
        turns: int,
    ) -> None:
        self.recipes = _recipes(techniques)
        self.contracts = contracts
        """The perfumes the seat holds a contract for."""
        self.caps = caps
        points = [
            _POINTS[k] + CONTRACT_BONUS * (p in contracts) + VANGUARD_BONUS * (p is vanguard)
            for k, p in enumerate(PERFUMES)
        ]
        if unmade:
            points = [value + VERSATILE_NUDGE * new for value, new in zip(points, unmade, strict=True)]
        self.points: tuple[float, ...] = tuple(points)
        """Per perfume (``PERFUMES`` order): the points one flask is planned at."""
        ratio = [value / per for value, per in zip(points, _ESSENCES_PER_FLASK, strict=True)]
        self.ranked: tuple[int, ...] = tuple(sorted((k for k in _PERFUME_IDS if caps[k]), key=lambda k: -ratio[k]))
        rank = [len(PERFUMES)] * len(PERFUMES)
        for place, k in enumerate(self.ranked):
            rank[k] = place
        self.rank: tuple[int, ...] = tuple(rank)
        """Per perfume: its place in ``ranked`` (past its end when it is not planned)."""
        self.users = _users(self.ranked, self.recipes.masks)
        self.horizon = min(turns + 1, PLAN_HORIZON)
        self.time = min(1.0, turns / 3)
        if len(_missing_tables) >= _CACHE_LIMIT:
            _missing_tables.clear()
        self._missing = _missing_tables.setdefault(self.recipes.masks, {})
        self._picks: dict[tuple[int, tuple[int, ...]], _Picks] = {}

    def missing(self, present: int) -> tuple[int, ...]:
        """Per perfume, the planning weight a stock holding ``present`` (a bit mask) lacks."""
        missing = self._missing.get(present)
        if missing is None:
            missing = self._missing[present] = _missing(self.recipes.masks, present)
        return missing

    def partial(self, k: int, lacking: int) -> float:
        """Worth of perfume ``k`` planned next while it lacks ``lacking`` planning weight."""
        if not lacking:
            return COMPLETE_SHARE * self.points[k]
        weight = self.recipes.weights[k]
        return PARTIAL_SHARE * self.points[k] * (weight - lacking) / weight * self.time

    def target(self, present: int, done: Sequence[int]) -> tuple[int, int]:
        """(perfume, missing weight) planned next from a stock holding ``present`` once the
        perfumes in ``done`` are planned (-1: none); the least missing weight, first in rank."""
        if len(done) >= self.horizon:
            return -1, 0
        ranked = self.ranked
        if done:
            ranked = tuple(k for k in ranked if done.count(k) < self.caps[k])
        if not ranked:
            return -1, 0
        missing = self.missing(present)
        best = min(ranked, key=missing.__getitem__)
        return best, missing[best]

    def complete(self, left: list[int], done: list[int]) -> tuple[float, int]:
        """Plan complete perfumes from ``left`` (updated in place; their indices appended to
        ``done``) up to the horizon, best rank first: their worth, and the bit mask of the
        resources left."""
        worth = 0.0
        present = sum(compress(_BITS, left))
        while len(done) < self.horizon:
            missing = self.missing(present)
            if 0 not in missing:
                break
            for k in self.ranked:
                if not missing[k] and (not done or done.count(k) < self.caps[k]):
                    break
            else:
                break
            for i in self.recipes.needs[k] or (*_BASE_IDS, *_exotic_essences(left)):
                left[i] -= 1
                if not left[i]:
                    present &= ~_BITS[i]
            done.append(k)
            worth += COMPLETE_SHARE * self.points[k]
        return worth, present

    def worth(self, stock: Sequence[int]) -> float:
        """Planned worth of ``stock`` in points: its complete perfumes, the perfume planned
        next, and its loose pieces."""
        left = list(stock)
        done: list[int] = []
        worth, present = self.complete(left, done)
        k, lacking = self.target(present, done)
        if k >= 0:
            worth += self.partial(k, lacking)
        loose: float = sum(map(mul, _LOOSE, left))
        return worth + loose

    def picks(self, present: int, done: tuple[int, ...]) -> _Picks:
        """The :class:`_Picks` of a stock holding ``present`` once ``done`` are planned
        (memoised: they depend on which resources are held, not on how many)."""
        picks = self._picks.get((present, done))
        if picks is None:
            picks = self._picks[present, done] = self._pick(present, done)
        return picks

    def _pick(self, present: int, done: tuple[int, ...]) -> _Picks:
        target, lacking = self.target(present, done)
        gain = dict(_LOOSE_OF)
        if target < 0:
            return _Picks(target, lacking, 0.0, gain, 0, 0.0, ())
        partial = self.partial(target, lacking)
        missing = self.missing(present)
        rank = self.rank
        target_mask = self.recipes.masks[target]
        # A base the target takes brings it one weight closer; any other missing piece may
        # bring another perfume (one that takes it) closer than the target, which it then replaces.
        closer = self.partial(target, lacking - 1) - partial if lacking else 0.0
        exotic_less = 2 if (present & _ESSENCE_MASK).bit_count() < 2 else 0
        completing: list[int] = []
        for i in _ABSENT[present]:
            r = RESOURCES[i]
            if target_mask & _BITS[i] and i < _FIRST_ESSENCE:
                gain[r] += closer
                if lacking == 1:
                    completing.append(i)
                continue
            best, short = target, lacking
            for k in self.users[i]:
                if done and done.count(k) >= self.caps[k]:
                    continue
                after = missing[k] - (1 if i < _FIRST_ESSENCE else exotic_less if k == _EXOTIC else 2)
                if after < short or after == short and rank[k] < rank[best]:
                    best, short = k, after
            if best != target or short != lacking:
                gain[r] += self.partial(best, short) - partial
                if not short:
                    completing.append(i)
        pair = target_mask & ~present if lacking else 0
        if pair.bit_count() != 2:
            return _Picks(target, lacking, partial, gain, 0, 0.0, tuple(completing))
        a, b = RESOURCES[(pair & -pair).bit_length() - 1], RESOURCES[pair.bit_length() - 1]
        bonus = self.partial(target, 0) - partial - gain[a] - gain[b]
        return _Picks(target, lacking, partial, gain, pair, bonus, tuple(completing))


def _exotic_essences(stock: Sequence[int]) -> tuple[int, int]:
    """The two most plentiful different essences (resource indices)."""
    first, second = sorted(_ESSENCE_IDS, key=lambda i: -stock[i])[:2]
    return first, second


_plans: dict[tuple[object, ...], _Plan] = {}
"""Plans shared across decisions and games, by everything they derive from."""


def _plan(view: GrasseView, public: SeatPublicView, turns: int) -> _Plan:
    """The shared plan for ``public``'s cards and production, the flask supply, the awards
    drawn, the vanguard and the turns left (at most 3)."""
    # Counts are clamped to what a stock could ever plan, so plans repeat across turns.
    made = tuple(map(_count, public.production))
    caps = tuple(map(min, map(_ROOM.__getitem__, made), map(_count, view.flask_supply), _PLAN_CAPS))
    versatile = Criterion.VERSATILE in map(_criterion, view.awards)
    unmade = tuple(map(not_, made)) if versatile else ()
    # Cards are keyed by what they are about (frozen dataclasses hash and compare slowly).
    techniques = tuple((c.perfume, c.base) for c in public.techniques)
    contracts = frozenset(c.perfume for c in public.contracts)
    key = (techniques, contracts, caps, unmade, view.vanguard, turns)
    plan = _plans.get(key)
    if plan is None:
        if len(_plans) >= _CACHE_LIMIT:
            _plans.clear()
        plan = _plans[key] = _Plan(techniques, contracts, caps, unmade, view.vanguard, turns)
    return plan


# --- need weights ------------------------------------------------------------------


class _Needs:
    """A stock's need weights under one plan (see the module docstring), in points.

    ``gain[r]`` is what one more ``r`` adds to the stock's planned worth; :meth:`loss`
    what handing some in changes it by. Two different pieces whose bits make ``pair``
    complete the perfume planned next: together they are worth ``pair_bonus`` more than
    their gains. A second piece of a kind adds its loose worth. ``makes`` keeps what the
    first decision that asked found the stock can make (:meth:`_Ctx.makes`).
    """

    __slots__ = (
        "_both",
        "_done",
        "_left",
        "_lost",
        "_picks",
        "plan",
        "_present",
        "_takes",
        "gain",
        "makes",
        "pair",
        "pair_bonus",
        "stock",
        "value",
    )

    def __init__(self, plan: _Plan, stock: Stock) -> None:
        self.plan = plan
        self.stock = stock
        self._takes: dict[Pieces, float] = {}
        self.makes: dict[Perfume, tuple[float, int]] | None = None
        self._lost: dict[tuple[Resource, int], float] = {}
        left = list(stock)
        done: list[int] = []
        complete, present = plan.complete(left, done)
        self._left, self._done, self._present = left, done, present
        self._both: dict[tuple[Resource, Resource], float] = {}
        self._picks = picks = plan.picks(present, tuple(done))
        loose: float = sum(map(mul, _LOOSE, left))
        self.value = complete + picks.partial + loose
        self.gain = picks.gain
        self.pair = pair = picks.pair
        self.pair_bonus = picks.pair_bonus
        # The picks value a piece on what is left once complete perfumes are planned: a piece
        # that completes a perfume, or one the stock lacks while it completes one (another
        # perfume may then come first), is valued on the whole stock instead.
        exact = picks.completing
        if done:
            exact += _ABSENT[sum(compress(_BITS, stock))]
        if exact or pair:
            self._value_exactly(exact)

    def _value_exactly(self, exact: Sequence[int]) -> None:
        """Value the resources ``exact`` (indices), and a completing pair, on the whole stock."""
        gain = self.gain = dict(self.gain)
        for i in exact:
            gain[RESOURCES[i]] = self._changed((i,))
        pair = self.pair
        if pair:
            a, b = (pair & -pair).bit_length() - 1, pair.bit_length() - 1
            self.pair_bonus = self._changed((a, b)) - gain[RESOURCES[a]] - gain[RESOURCES[b]]

    def _changed(self, added: Sequence[int]) -> float:
        """What adding the resources ``added`` (indices) changes the planned worth by."""
        stock = list(self.stock)
        for i in added:
            stock[i] += 1
        return self.plan.worth(stock) - self.value

    def loss(self, r: Resource, n: int = 1) -> float:
        """What handing in ``n`` pieces of ``r`` (the stock holds them) changes the worth by."""
        lost = self._lost.get((r, n))
        if lost is None:
            lost = self._lost[r, n] = self._lose(_INDEX[r], n)
        return lost

    def _lose(self, i: int, n: int) -> float:
        left = self._left
        extra = n * _LOOSE[i]
        if left[i] > n:
            return -extra
        plan = self.plan
        if left[i] == n:
            k, lacking = plan.target(sum(compress(_BITS, left)) & ~_BITS[i], self._done)
            return (plan.partial(k, lacking) if k >= 0 else 0.0) - self._picks.partial - extra
        stock = list(self.stock)
        stock[i] -= n
        return plan.worth(stock) - self.value

    def take(self, pieces: Pieces, two: bool) -> float:
        """The best worth, at least 0, of taking one piece (or up to two with ``two``) of
        ``pieces`` (two of one kind only where the space holds two)."""
        if not two or len(pieces) < 2 and (not pieces or pieces[0][1] < 2):
            return max(0.0, max(map(self.gain.__getitem__, map(_resource, pieces)), default=0.0))
        value = self._takes.get(pieces)
        if value is None:
            value = max(0.0, max(map(self.gain.__getitem__, map(_resource, pieces))))
            for j, (a, n) in enumerate(pieces):
                for b, _ in pieces[j + (n < 2) :]:
                    value = max(value, self.two(a, b))
            self._takes[pieces] = value
        return value

    def two(self, a: Resource, b: Resource) -> float:
        """What two pieces ``a`` and ``b`` (possibly equal) add together."""
        gain = self.gain
        if a is b:
            return gain[a] + _LOOSE_OF[a]
        loose_a, loose_b = _LOOSE_OF[a], _LOOSE_OF[b]
        if _BIT[a] & _ESSENCE_MASK and _BIT[b] & _ESSENCE_MASK and gain[a] != loose_a and gain[b] != loose_b:
            # Each would bring its own perfume next; only the better one is planned next.
            return max(gain[a] - loose_a, gain[b] - loose_b) + loose_a + loose_b
        value = gain[a] + gain[b]
        if _BIT[a] | _BIT[b] == self.pair:
            value += self.pair_bonus
        return value

    def both(self, a: Resource, b: Resource) -> float:
        """What two different pieces ``a`` and ``b`` add together, as the plan values them
        (memoised; :meth:`two` is the cheaper estimate)."""
        value = self._both.get((a, b))
        if value is None:
            value = self._both[a, b] = self._together(a, b)
        return value

    def _together(self, a: Resource, b: Resource) -> float:
        present = self._present
        bits = _BIT[a] | _BIT[b]
        lacked = bits & ~present
        if self._done or not lacked:
            return self._changed((_INDEX[a], _INDEX[b]))
        if bits & present and _HELD[lacked][0] not in self._picks.completing:
            return self.gain[a] + self.gain[b]  # one is held: it adds its loose worth
        plan = self.plan
        k, lacking = plan.target(present | bits, ())
        if k < 0 or not lacking:
            return self._changed((_INDEX[a], _INDEX[b]))
        return plan.partial(k, lacking) - self._picks.partial + _LOOSE_OF[a] + _LOOSE_OF[b]

    def after_making(self, used: Sequence[int]) -> float:
        """The planned worth of the stock once a flask made of ``used`` (indices) is handed in."""
        stock = list(self.stock)
        for i in used:
            stock[i] -= 1
        return self.plan.worth(stock)


_needs_cache: dict[tuple[_Plan, Stock], _Needs] = {}
"""Need weights shared across decisions and games, by plan and stock."""


def _needs(plan: _Plan, stock: Stock) -> _Needs:
    """The shared need weights of ``stock`` under ``plan``."""
    needs = _needs_cache.get((plan, stock))
    if needs is None:
        if len(_needs_cache) >= _CACHE_LIMIT:
            _needs_cache.clear()
        needs = _needs_cache[plan, stock] = _Needs(plan, stock)
    return needs


class _Recent(NamedTuple):
    """A seat's last decision: the view parts its plan came from (the views of one game
    share unchanged parts, which compare by identity item by item), its resources, and
    the plan and need weights derived from them."""

    parts: tuple[object, ...]
    plan: _Plan
    resources: tuple[tuple[Resource, int], ...]
    needs: _Needs


_recent: dict[int, _Recent] = {}
"""By seat index: its last decision (any game: identity and equality checks keep games apart)."""


def _seat_needs(view: GrasseView, me: PrivateView, public: SeatPublicView, turns: int, kept: bool) -> _Needs:
    """The need weights of ``me``'s stock under the seat's plan (the last decision's while
    the view parts they came from are unchanged); with ``kept``, of the stock once every
    resource owed to the track is delivered."""
    parts = (public.techniques, public.contracts, public.production, view.flask_supply, view.awards, view.vanguard, turns)
    resources = me.resources
    last = _recent.get(me.seat)
    if last is not None and last.parts == parts:
        if last.resources is resources:
            return last.needs
        plan = last.plan
    else:
        plan = _plan(view, public, turns)
    stock = list(map(_count, resources))
    if kept:
        for owed in view.step.pending:
            stock[_INDEX[owed]] -= 1
    needs = _needs(plan, tuple(stock))
    _recent[me.seat] = _Recent(parts, plan, resources, needs)
    return needs


# --- the track as one decision sees it -------------------------------------------


class _Geometry:
    """Where pawns stand, and where a seat's next move (1 or 2) can land."""

    __slots__ = ("_reach", "_rivals", "occupied", "pawns")

    def __init__(self, pawns: tuple[int | None, ...], golden: int | None) -> None:
        self.pawns = pawns
        occupied = {p for p in pawns if p is not None}
        if golden is not None:
            occupied.add(golden)
        self.occupied: frozenset[int] = frozenset(occupied)
        self._reach: dict[int | None, tuple[int, int]] = {}
        self._rivals: dict[int, dict[int, list[int]]] = {}

    def reach(self, start: int | None) -> tuple[int, int]:
        """The spaces a pawn at ``start`` (None: off the track) lands on with a move of 1 and 2."""
        reach = self._reach.get(start)
        if reach is None:
            occupied = self.occupied
            index = -1 if start is None else start
            found: list[int] = []
            while len(found) < 2:
                index = (index + 1) % TRACK_SPACES
                if index not in occupied:
                    found.append(index)
            reach = self._reach[start] = (found[0], found[1])
        return reach

    def backward(self, start: int, steps: int) -> int:
        """Where a pawn at ``start`` lands ``steps`` free spaces back (Alley)."""
        index = start
        while steps:
            index = (index - 1) % TRACK_SPACES
            if index not in self.occupied:
                steps -= 1
        return index

    def rivals(self, seat: int) -> dict[int, list[int]]:
        """Space -> the other seats whose next move can land there."""
        spaces = self._rivals.get(seat)
        if spaces is None:
            spaces = self._rivals[seat] = {}
            for other, pawn in enumerate(self.pawns):
                if other != seat:
                    for index in set(self.reach(pawn)):
                        spaces.setdefault(index, []).append(other)
        return spaces


_geometries: dict[tuple[tuple[int | None, ...], int | None], _Geometry] = {}


def _geometry(view: GrasseView) -> _Geometry:
    pawns = tuple(s.pawn for s in view.seats)
    geometry = _geometries.get((pawns, view.golden_pawn))
    if geometry is None:
        if len(_geometries) >= _CACHE_LIMIT:
            _geometries.clear()
        geometry = _geometries[pawns, view.golden_pawn] = _Geometry(pawns, view.golden_pawn)
    return geometry


# --- one decision -------------------------------------------------------------------


class _Ctx:
    """Everything one decision needs, derived once from the bot's own view."""

    __slots__ = (
        "_geometry",
        "_landings",
        "_lands",
        "_bounds",
        "_locations",
        "_on_track",
        "_two_best",
        "coin",
        "coins",
        "limit",
        "me",
        "needs",
        "public",
        "seat",
        "turns_after",
        "view",
    )

    def __init__(self, view: GrasseView, kept: bool = False) -> None:
        """``kept``: weigh the stock as it will be once every resource owed to the track
        is delivered (a run of deliveries then shares one set of need weights)."""
        me = view.me
        if me is None:
            raise ValueError("a bot needs a seat's own view, not a spectator view")
        self.view = view
        self.me = me
        self.seat = seat = me.seat
        self.public = public = view.seats[seat]
        self.coins = coins = me.coins
        kind = view.step.kind
        if kind == "track_tile":
            turns_after = WORKERS * ROUNDS
        elif kind == "final":
            turns_after = 0
        else:
            turns_after = public.workers_left - (kind == "place") + WORKERS * (ROUNDS - view.round)
        self.turns_after = turns_after
        self.coin = COIN_FLOOR + (0.45 if coins <= 1 else 0.3 if coins <= 3 else 0.15) * min(1.0, turns_after / 4)
        # Time and horizon stop changing once three turns are left.
        self.needs = _seat_needs(view, me, public, min(turns_after, 3), kept)
        events = view.events
        self.limit = events.collect_limit if events is not None else None
        """How many pieces a pawn's stop yields this round, when a round event says (else None)."""
        self._geometry: _Geometry | None = None
        self._on_track: frozenset[Resource] | None = None
        self._two_best: tuple[float, float] | None = None
        self._locations: dict[LocationId, float] = {}
        self._bounds: dict[LocationId, float] | None = None
        self._lands: dict[int, float] = {}
        self._landings: list[tuple[int, list[float]]] | None = None

    @property
    def geometry(self) -> _Geometry:
        geometry = self._geometry
        if geometry is None:
            geometry = self._geometry = _geometry(self.view)
        return geometry

    @property
    def plan(self) -> _Plan:
        return self.needs.plan

    @property
    def time(self) -> float:
        return min(1.0, self.turns_after / 3)

    def on_track(self) -> frozenset[Resource]:
        """The resources lying anywhere on the track."""
        on_track = self._on_track
        if on_track is None:
            pieces = chain.from_iterable(map(_pieces_of, self.view.track))
            on_track = self._on_track = frozenset(map(_resource, pieces))
        return on_track

    def two_best(self) -> tuple[float, float]:
        """The two best gains (at least 0) among the resources on the track."""
        two = self._two_best
        if two is None:
            gains = sorted(map(self.needs.gain.__getitem__, self.on_track()), reverse=True)
            two = self._two_best = (max(gains[0], 0.0), max(gains[1], 0.0)) if len(gains) > 1 else (0.0, 0.0)
        return two

    def collect_bound(self) -> float:
        """At least what any collection or trade adds: the two best gains on the track (a
        second piece of a kind adds at most 0.1) and the bonus of a completing pair."""
        first, second = self.two_best()
        return first + max(second, 0.1) + max(self.needs.pair_bonus, 0.0)

    def my_reach(self) -> tuple[int, int]:
        """The spaces the bot's own next move (1 or 2) lands on."""
        return self.geometry.reach(self.public.pawn)

    # --- the track ----------------------------------------------------------

    def collect_value(self, space: SpaceView, owner: int | None) -> float:
        """Best worth of collecting from ``space`` as if its tile were ``owner``'s."""
        if owner is None:
            return self.needs.take(space.pieces, self.limit == 2)
        if owner == self.seat:
            return self.needs.take(space.pieces, self.limit != 1)
        if not self.coins:
            return 0.0
        return max(self.needs.take(space.pieces, self.limit == 2) - self.coin - RIVAL_PENALTY, 0.0)

    def land_value(self, index: int) -> float:
        """Worth of landing on space ``index`` and collecting there."""
        value = self._lands.get(index)
        if value is None:
            space = self.view.track[index]
            value = self._lands[index] = self.collect_value(space, space.owner)
        return value

    def landings(self) -> list[tuple[int, list[float]]]:
        """Per space of the bot's next move: the worth of landing there if it held the pieces
        of each space in turn (Shortcut's swaps)."""
        landings = self._landings
        if landings is None:
            track = self.view.track
            collect = self.collect_value
            landings = self._landings = [
                (i, [collect(space, track[i].owner) for space in track]) for i in set(self.my_reach())
            ]
        return landings

    def reach_value(self) -> float:
        """The best landing within the bot's next move."""
        one, two = self.my_reach()
        return max(self.land_value(one), self.land_value(two))

    # --- perfumes, sales and cards ----------------------------------------------

    def produce_value(self, perfume: Perfume, essences: Sequence[Essence]) -> float:
        """Making ``perfume`` now: its points, plus a share of what the stock keeps."""
        k = PERFUMES.index(perfume)
        plan = self.plan
        used = plan.recipes.needs[k] or (*_BASE_IDS, *(_INDEX[e] for e in essences))
        return PRODUCE_BONUS + plan.points[k] + KEPT_SHARE * self.needs.after_making(used)

    def makes(self) -> dict[Perfume, tuple[float, int]]:
        """Per perfume the stock can make: its best :meth:`produce_value` and how many pieces
        it hands in (kept with the need weights, which belong to one plan)."""
        makes = self.needs.makes
        if makes is None:
            makes = self.needs.makes = self._makes()
        return makes

    def _makes(self) -> dict[Perfume, tuple[float, int]]:
        plan = self.plan
        stock = self.needs.stock
        present = sum(compress(_BITS, stock))
        missing = plan.missing(present)
        makes: dict[Perfume, tuple[float, int]] = {}
        for k in plan.ranked:
            if missing[k]:
                continue
            perfume = PERFUMES[k]
            if k != _EXOTIC:
                makes[perfume] = self.produce_value(perfume, ()), len(plan.recipes.needs[k])
                continue
            held = [e for i, e in zip(_ESSENCE_IDS, ESSENCES, strict=True) if stock[i]]
            pairs = [(a, b) for j, a in enumerate(held) for b in held[j + 1 :]]
            makes[perfume] = max(self.produce_value(perfume, pair) for pair in pairs), len(BASES) + 2
        return makes

    def best_produce(self, perfumes: Sequence[Perfume]) -> float:
        """The best of ``perfumes`` to make now (0 when none can be made)."""
        makes = self.makes()
        if not makes:
            return 0.0
        room = _TRACK_ROOM - sum(map(_space_count, self.view.track))
        best = 0.0
        for perfume in perfumes:
            made = makes.get(perfume)
            if made is not None and room >= made[1]:
                best = max(best, made[0])
        return best

    def sell_value(self, perfume: Perfume, bonus: int) -> float:
        """Selling one ``perfume`` flask for ``bonus`` extra coins during the rounds."""
        view = self.view
        value = (SALE_COINS[perfume] + bonus) * self.coin + SELLER_NUDGE
        if perfume is view.fashion:
            value += FASHION_BONUS
        elif perfume is view.vanguard and view.round < ROUNDS:
            value -= NEXT_FASHION_HOLD
        return value

    def best_sale(self, bonus: int) -> float:
        if self.public.sales >= MAX_SALES:
            return 0.0
        return max((self.sell_value(p, bonus) for p, n in self.me.flasks if n), default=0.0)

    def final_sale_value(self, perfume: Perfume) -> float:
        """Points a sale gains as the end-of-game free action (coins count in fives)."""
        coins = SALE_COINS[perfume]
        steps = (self.coins + coins) // COINS_PER_POINT - self.coins // COINS_PER_POINT
        fashion = FASHION_BONUS if perfume is self.view.fashion else 0
        firsts = {a.criterion: a.points[0] for a in self.view.awards}
        award = firsts.get(Criterion.BEST_SELLER, 0) - firsts.get(Criterion.STOCKIST, 0)
        return steps + fashion + 0.1 * award

    def card_value(self, row: CardRow, index: int) -> float:
        """Worth of the open card at ``index`` of ``row`` (0 when the bot may not hold it)."""
        view = self.view
        card = view.technique_row[index] if row is CardRow.TECHNIQUE else view.contract_row[index]
        return self._card(card.perfume, isinstance(card, TechniqueCard))

    def _card(self, perfume: Perfume, technique: bool) -> float:
        """A technique (or contract) card for ``perfume``: its bonus per flask the bot
        expects to make (the essences it holds, or a guess), 0 when it holds one already."""
        plan = self.plan
        if perfume in (plan.recipes.saved if technique else plan.contracts):
            return 0.0
        held = self.needs.stock[_ESSENCE_OF[perfume]]
        flasks = min(2.0, held + SPECULATIVE_CARD * min(1.0, self.turns_after / 6))
        return (TECHNIQUE_SHARE if technique else CONTRACT_BONUS) * flasks

    def master_perfumer_value(self) -> float:
        """The two best open cards (see :meth:`_card`)."""
        view = self.view
        values = [0.0, 0.0]
        values += [self._card(c.perfume, True) for c in view.technique_row]
        values += [self._card(c.perfume, False) for c in view.contract_row]
        values.sort()
        return values[-1] + values[-2]

    def market_value(self) -> float:
        """The best Market trade or purchase, valued by the need weights (0: none)."""
        needs = self.needs
        gain, stock = needs.gain, needs.stock
        on_track = self.on_track()
        take_base = max([gain[b] for b in BASES if b in on_track], default=None)
        take_essence = max([gain[e] for e in ESSENCES if e in on_track], default=None)
        values = [0.0]
        if self.coins:
            values += [v - self.coin for v in (take_base, take_essence) if v is not None]
        loss = needs.loss
        give_base = max([loss(b) for i, b in enumerate(BASES) if stock[i]], default=None)
        give_essence = max([loss(e) for i, e in zip(_ESSENCE_IDS, ESSENCES, strict=True) if stock[i]], default=None)
        if give_base is not None and take_base is not None:
            values.append(give_base + take_base)
        if give_essence is not None:
            if take_essence is not None:
                values.append(give_essence + take_essence)
            pairs = [needs.two(b, b) for b in BASES if b in on_track]
            if pairs:
                values.append(give_essence + max(pairs))
        if take_essence is not None:
            twos = [loss(b, 2) for i, b in enumerate(BASES) if stock[i] >= 2]
            if twos:
                values.append(max(twos) + take_essence)
        return max(values)

    # --- locations ------------------------------------------------------------

    def location_value(self, place: LocationView) -> float:
        """Worth of carrying out ``place``'s effect now, before any worker cost."""
        value = self._locations.get(place.id)
        if value is None:
            value = self._locations[place.id] = _LOCATION_VALUES[place.id](self, place)
        return value

    def best_produce_at(self, place: LocationView) -> float:
        """The best perfume to make at a factory or La Grande Usine (0: none)."""
        return self.best_produce(place.perfumes) if self.makes() else 0.0

    def location_scores(self, places: Sequence[LocationView], offsets: Sequence[float]) -> list[float]:
        """Per location in ``places``: its :meth:`location_value` plus its offset (e.g. minus
        the worker cost). Locations are valued from the highest :meth:`bounds` down; one whose
        bound plus offset falls short of the best score found scores that instead (below the
        best, so never chosen)."""
        scores = list(map(add, map(self.bounds().__getitem__, map(_id, places)), offsets))
        best = -1e9
        value = self.location_value
        for j in sorted(range(len(scores)), key=scores.__getitem__, reverse=True):
            if scores[j] < best - _TIE:
                break
            scores[j] = score = value(places[j]) + offsets[j]
            best = max(best, score)
        return scores

    def bounds(self) -> dict[LocationId, float]:
        """Per location, at least what its effect is worth now (exact for the banks, sales,
        cards, Enfleurage and Grand Fair)."""
        bounds = self._bounds
        if bounds is None:
            produce = max([made[0] for made in self.makes().values()], default=0.0)
            sale = self.best_sale(0)
            coin = self.coin
            collect = self.collect_bound()
            reach = self.reach_value()
            values = [produce, sale, sale + coin if sale else 0.0, self.master_perfumer_value(), 2 * coin, 3 * coin]
            values += [collect, self.two_best()[0] + 0.1, self.enfleurage_value(), reach, collect - reach]
            values.append(max(values))
            bounds = self._bounds = dict(zip(_KINDS, map(values.__getitem__, _KINDS.values())))
        return bounds

    def palace_value(self) -> float:
        """The best other location for the noble, at no cost."""
        noble = self.view.noble
        others = [p for p in self.view.locations if p.id is not LocationId.PALACE and p.id is not noble]
        return max([0.0, *self.location_scores(others, [0.0] * len(others))])

    def square_value(self) -> float:
        """The best single piece on a space no pawn stands on."""
        occupied = self.geometry.occupied
        gain = self.needs.gain
        best = 0.0
        for space in self.view.track:
            if space.pieces and space.index not in occupied:
                best = max(best, *map(gain.__getitem__, map(_resource, space.pieces)))
        return best

    def enfleurage_value(self) -> float:
        """The best essence on the track."""
        on_track = self.on_track()
        gain = self.needs.gain
        return max([0.0, *(gain[e] for e in ESSENCES if e in on_track)])

    def shortcut_value(self) -> float:
        """Swapping the best pieces on the track onto the bot's next landing."""
        return max(max(values) for _, values in self.landings()) - self.reach_value()

    def city_hall_value(self) -> float:
        """Swapping a tile of the bot's onto its next landing."""
        occupied = self.geometry.occupied
        seat = self.seat
        if not any(s.owner == seat and s.index not in occupied for s in self.view.track):
            return 0.0
        track = self.view.track
        one, two = self.my_reach()
        best = max(self.collect_value(track[one], seat), self.collect_value(track[two], seat))
        return best - self.reach_value()

    def alley_value(self) -> float:
        pawn = self.public.pawn
        if pawn is None:
            return 0.0
        back = self.geometry.backward
        return max(self.land_value(back(pawn, steps)) for steps in (1, 2, 3))

    def alleyway_value(self) -> float:
        if self.public.pawn is None:
            return 0.0
        pawns = [s.pawn for s in self.view.seats if s.seat != self.seat and s.pawn is not None]
        return max((self.land_value(p) for p in pawns), default=0.0)

    # --- placing and taking pieces ----------------------------------------------

    def deny_value(self, index: int, resource: Resource) -> float:
        """Taking ``resource`` from space ``index``: better where rivals land than where the bot does."""
        value = 0.3 * len(self.geometry.rivals(self.seat).get(index, ())) * _GENERIC[resource]
        if index in self.my_reach():
            value -= 0.3
        return value


_LOCATION_VALUES: dict[LocationId, Callable[[_Ctx, LocationView], float]] = {
    LocationId.FACTORY_1: _Ctx.best_produce_at,
    LocationId.FACTORY_2: _Ctx.best_produce_at,
    LocationId.FACTORY_3: _Ctx.best_produce_at,
    LocationId.GRANDE_USINE: _Ctx.best_produce_at,
    LocationId.PERFUMERY: lambda ctx, _: ctx.best_sale(0),
    LocationId.CHATEAU: lambda ctx, _: ctx.best_sale(CHATEAU_BONUS),
    LocationId.MASTER_PERFUMER: lambda ctx, _: ctx.master_perfumer_value(),
    LocationId.BANK: lambda ctx, _: 2 * ctx.coin,
    LocationId.ROYAL_BANK: lambda ctx, _: 3 * ctx.coin,
    LocationId.MARKET: lambda ctx, _: ctx.market_value(),
    LocationId.ENFLEURAGE: lambda ctx, _: ctx.enfleurage_value(),
    LocationId.PALACE: lambda ctx, _: ctx.palace_value(),
    LocationId.SQUARE: lambda ctx, _: ctx.square_value(),
    LocationId.SHORTCUT: lambda ctx, _: ctx.shortcut_value(),
    LocationId.CITY_HALL: lambda ctx, _: ctx.city_hall_value(),
    LocationId.GRAND_FAIR: lambda ctx, _: ctx.reach_value(),
    LocationId.ALLEY: lambda ctx, _: ctx.alley_value(),
    LocationId.ALLEYWAY: lambda ctx, _: ctx.alleyway_value(),
}
"""Per location: the worth of its effect now (:meth:`_Ctx.location_value`)."""
_KINDS: dict[LocationId, int] = {
    **dict.fromkeys((LocationId.FACTORY_1, LocationId.FACTORY_2, LocationId.FACTORY_3, LocationId.GRANDE_USINE), 0),
    LocationId.PERFUMERY: 1,
    LocationId.CHATEAU: 2,
    LocationId.MASTER_PERFUMER: 3,
    LocationId.BANK: 4,
    LocationId.ROYAL_BANK: 5,
    LocationId.ALLEY: 6,
    LocationId.ALLEYWAY: 6,
    LocationId.MARKET: 7,
    LocationId.SQUARE: 7,
    LocationId.ENFLEURAGE: 8,
    LocationId.GRAND_FAIR: 9,
    LocationId.SHORTCUT: 10,
    LocationId.CITY_HALL: 10,
    LocationId.PALACE: 11,
}
"""Per location, which of :meth:`_Ctx.bounds`' values bounds it: making a perfume, a sale,
a sale at the Château, the cards, the banks, a collection of up to two pieces, one piece
(or a trade), an essence, the bot's next landing, a better next landing, or the best of
these (Palace)."""


# --- scoring the legal actions --------------------------------------------------------


def _deliveries(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """Where to put the next resource owed: a little on the bot's own tiles, on its next
    landings (when it has a move left) what the piece is worth to it, and away from where
    rivals land. A run of deliveries shares the need weights of the stock once all are
    delivered, and the shares of each space (:func:`_delivery_shares`)."""
    me = view.me
    if me is None:
        raise ValueError("a bot needs a seat's own view, not a spectator view")
    public = view.seats[me.seat]
    turns = min(public.workers_left + WORKERS * (ROUNDS - view.round), 3)
    needs = _seat_needs(view, me, public, turns, kept=True)
    step = view.step
    resource = step.pending[0]
    key = (tuple(map(_owner, view.track)), _geometry(view), public.seat, step.location is None)
    shares = _delivery_tables.get(key)
    if shares is None:
        if len(_delivery_tables) >= _CACHE_LIMIT:
            _delivery_tables.clear()
        shares = _delivery_tables[key] = _delivery_shares(*key)
    own, mine, rivals = shares
    wanted = 0.8 * max(needs.gain[resource], 0.0)
    generic = 0.5 * _GENERIC[resource]
    spaces = [action.space for action in cast(Sequence[Deliver], legal)]
    return [own[i] + mine[i] * wanted - rivals[i] * generic for i in spaces]


_delivery_tables: dict[tuple[object, ...], tuple[list[float], list[float], list[float]]] = {}


def _delivery_shares(
    owners: tuple[int | None, ...], geometry: _Geometry, seat: int, final: bool
) -> tuple[list[float], list[float], list[float]]:
    """Per space: 0.1 on the bot's own tiles; the share of a piece's worth to the bot it gets
    back landing there next (2 on its tile, 1 on a grey one, 0.3 on a rival's; none once
    the game is over: ``final``); and the share of a piece's generic worth rivals landing
    there get (2 on their tile, 1 on a grey one, 0.5 on another's)."""
    own = [0.1 if owner == seat else 0.0 for owner in owners]
    mine = [0.0] * len(owners)
    if not final:
        for i in set(geometry.reach(geometry.pawns[seat])):
            owner = owners[i]
            mine[i] = 2.0 if owner == seat else 1.0 if owner is None else 0.3
    rivals = [0.0] * len(owners)
    for i, seats in geometry.rivals(seat).items():
        owner = owners[i]
        rivals[i] = sum(2.0 if owner == rival else 1.0 if owner is None else 0.5 for rival in seats)
    return own, mine, rivals


def _moves(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    ctx = _Ctx(view)
    reach = ctx.my_reach()
    return [ctx.land_value(reach[action.steps - 1]) for action in cast(Sequence[MovePawn], legal)]


def _collections(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    ctx = _Ctx(view)
    space = view.step.space
    assert space is not None
    owner = view.track[space].owner
    cost = ctx.coin + RIVAL_PENALTY if owner is not None and owner != ctx.seat and view.golden_pawn != space else 0.0
    needs = ctx.needs
    gain = needs.gain
    values = []
    for action in cast(Sequence[Collect], legal):
        taken = action.resources
        if not taken:
            values.append(0.0)
        elif len(taken) == 1:
            values.append(gain[taken[0]] - cost)
        elif taken[0] is taken[1]:
            values.append(needs.two(*taken) - cost)
        else:
            values.append(needs.both(*taken) - cost)
    return values


def _placements(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """Workers (less their cost) and the Palace's noble (free) go where the effect is worth most."""
    ctx = _Ctx(view)
    # Every option names a location but the last, which may be skipping the Palace.
    skip = not isinstance(legal[-1], PlaceWorker | MoveNoble)
    moves = cast(Sequence[PlaceWorker | MoveNoble], legal[:-1] if skip else legal)
    by_id = dict(zip(map(_id, view.locations), view.locations))
    places = list(map(by_id.__getitem__, map(_location, moves)))
    if type(moves[0]) is PlaceWorker:
        coin = -ctx.coin
        offsets = [place.cost * coin for place in places]
    else:
        offsets = [0.0] * len(places)
    scores = ctx.location_scores(places, offsets)
    return [*scores, 0.0] if skip else scores


def _effects(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    if view.step.location is LocationId.PALACE:
        return _placements(view, legal)
    return _others(view, legal)


def _others(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    ctx = _Ctx(view)
    return [_SCORES.get(type(action), _nothing)(ctx, action) for action in legal]


def _nothing(ctx: _Ctx, action: GrasseAction) -> float:
    """Skipping an effect, discarding a worker, passing an event."""
    return 0.0


def _produce(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, Produce)
    return ctx.produce_value(action.perfume, action.essences)


def _sell(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, Sell)
    step = ctx.view.step
    if step.kind == "final":
        return ctx.final_sale_value(action.perfume)
    return ctx.sell_value(action.perfume, CHATEAU_BONUS if step.location is LocationId.CHATEAU else 0)


def _take_card(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, TakeCard | EventTakeCard)
    return ctx.card_value(action.row, action.index)


def _market_trade(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, MarketTrade)
    give, take = action.give, action.take
    needs = ctx.needs
    taken = needs.gain[take[0]] if len(take) == 1 else needs.two(*take)
    return taken + needs.loss(give[0], len(give))


def _market_buy(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, MarketBuy)
    return ctx.needs.gain[action.resource] - ctx.coin


def _take_from_space(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, TakeFromSpace)
    deny = ctx.deny_value(action.space, action.resource)
    if ctx.view.step.kind == "effect":  # Enfleurage: the bot keeps it
        return ctx.needs.gain[action.resource] + 0.1 * deny
    return deny


def _move_back(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, MovePawnBack)
    pawn = ctx.public.pawn
    assert pawn is not None
    return ctx.land_value(ctx.geometry.backward(pawn, action.steps))


def _swap_pawns(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, SwapPawns)
    pawn = ctx.view.seats[action.seat].pawn
    assert pawn is not None
    return ctx.land_value(pawn)


def _golden_pawn(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, PlaceGoldenPawn)
    return ctx.needs.take(ctx.view.track[action.space].pieces, False)


def _swap_cubes(ctx: _Ctx, action: GrasseAction) -> float:
    """Shortcut: the best landing in the bot's next move once two spaces swap pieces."""
    assert isinstance(action, SwapCubes)
    a, b = action.a, action.b
    return max(values[b if i == a else a if i == b else i] for i, values in ctx.landings())


def _swap_tiles(ctx: _Ctx, action: GrasseAction) -> float:
    """City Hall: the best landing in the bot's next move once its tile on ``a`` swaps with ``b``'s."""
    assert isinstance(action, SwapTiles)
    a, b = action.a, action.b
    track = ctx.view.track
    return max(
        ctx.collect_value(track[i], track[b].owner if i == a else ctx.seat if i == b else track[i].owner)
        for i in ctx.my_reach()
    )


def _done(ctx: _Ctx, action: GrasseAction) -> float:
    return STOP_VALUE if ctx.view.step.kind == "effect" else 0.0


def _refresh(ctx: _Ctx, action: GrasseAction) -> float:
    return REFRESH_VALUE * ctx.time


def _event_take(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, EventTake)
    return ctx.needs.gain[action.resource]


def _event_return(ctx: _Ctx, action: GrasseAction) -> float:
    assert isinstance(action, EventReturn)
    return ctx.needs.loss(action.resource)


_SCORES: dict[type, Callable[[_Ctx, GrasseAction], float]] = {
    Produce: _produce,
    Sell: _sell,
    TakeCard: _take_card,
    EventTakeCard: _take_card,
    RefreshRow: _refresh,
    MarketTrade: _market_trade,
    MarketBuy: _market_buy,
    TakeFromSpace: _take_from_space,
    MovePawnBack: _move_back,
    SwapPawns: _swap_pawns,
    PlaceGoldenPawn: _golden_pawn,
    SwapCubes: _swap_cubes,
    SwapTiles: _swap_tiles,
    Done: _done,
    EventTake: _event_take,
    EventReturn: _event_return,
}
"""Per action type of the rarer decisions: its worth (any other type is worth 0)."""


def _drafts(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """A large tile goes where the pieces are, away from the bot's other tiles."""
    me = view.me
    if me is None:
        raise ValueError("a bot needs a seat's own view, not a spectator view")
    track = view.track
    mine = [s.index for s in track if s.owner == me.seat]
    values = []
    for action in legal:
        assert isinstance(action, PlaceTrackTile)
        index = action.space
        value = sum(_GENERIC[r] * n for r, n in track[index].pieces)
        if mine:
            gap = min(min((index - i) % TRACK_SPACES, (i - index) % TRACK_SPACES) for i in mine)
            value += 0.3 * min(gap, 5)
        values.append(value)
    return values


def _for_pierre(view: GrasseView, legal: Sequence[GrasseAction]) -> list[float]:
    """Solo: pick for Pierre what scores him least (Exotic scores most)."""
    if view.me is None:
        raise ValueError("a bot needs a seat's own view, not a spectator view")
    return [-float(PRODUCTION_POINTS[a.perfume]) if isinstance(a, ChooseForPierre) else 0.0 for a in legal]


_SCORERS: dict[str, Callable[[GrasseView, Sequence[GrasseAction]], list[float]]] = {
    "deliver": _deliveries,
    "move": _moves,
    "collect": _collections,
    "place": _placements,
    "effect": _effects,
    "track_tile": _drafts,
    "pierre": _for_pierre,
}
"""Per step kind: the scores of its legal actions (any other kind: :func:`_others`)."""


def greedy_policy(view: GrasseView, legal: Sequence[GrasseAction], rng: SeededRng) -> GrasseAction:
    """The legal action the greedy heuristic scores best (ties, within ``_TIE``, broken by ``rng``).

    ``view`` must be the acting seat's own view. Raises IndexError when
    ``legal`` is empty and ValueError for a spectator view.
    """
    if len(legal) == 1:
        return legal[0]
    scores = _SCORERS.get(view.step.kind, _others)(view, legal)
    near = max(scores) - _TIE
    if sorted(scores)[-2] < near:
        return legal[scores.index(max(scores))]
    return rng.choice([action for action, score in zip(legal, scores, strict=True) if score >= near])
