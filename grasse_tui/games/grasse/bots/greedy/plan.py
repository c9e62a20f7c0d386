"""The stock planner: recipes under a seat's technique cards, what a stock is planned
to make and what it is worth (:class:`_Plan`), and the plans shared across decisions."""

from __future__ import annotations

from typing import Final, NamedTuple

from grasse_tui.games.grasse.bots.greedy.tables import (
    _ABSENT,
    _ALL_MASK,
    _BASE_IDS,
    _BASE_MASK,
    _BITS,
    _CACHE_LIMIT,
    _ESSENCE_IDS,
    _ESSENCE_MASK,
    _ESSENCES_PER_FLASK,
    _EXOTIC,
    _EXOTIC_WEIGHT,
    _FIRST_ESSENCE,
    _HELD,
    _INDEX,
    _LOOSE_OF,
    _PERFUME_IDS,
    _PLAN_CAPS,
    _POINTS,
    _ROOM,
    _WEIGHT_OF,
    COMPLETE_SHARE,
    PARTIAL_SHARE,
    PLAN_HORIZON,
    VERSATILE_NUDGE,
    _held_mask,
    _loose_worth,
)
from grasse_tui.games.grasse.rules.content import (
    BASES,
    CONTRACT_BONUS,
    PERFUMES,
    RESOURCES,
    VANGUARD_BONUS,
    Base,
    Criterion,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.view import GrasseView, SeatPublicView


def _recipe(perfume: Perfume, saved: Base | None) -> tuple[tuple[int, ...], int]:
    essence = perfume.essence
    if essence is None:
        return (), 0
    need = (*(i for i, b in zip(_BASE_IDS, BASES, strict=True) if b is not saved), _INDEX[essence])
    return need, sum(_BITS[i] for i in need)


_RECIPES: Final[dict[tuple[Perfume, Base | None], tuple[tuple[int, ...], int]]] = {
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


class _Picks:
    """What a plan picks next from a stock once some perfumes are planned complete: the
    perfume (-1: none), the planning weight it lacks and its worth; the gain of one more
    piece of each resource; and the two pieces that complete it together (bit mask, 0:
    none) with their bonus over their gains.

    A plain class rather than a named tuple: compiled, it is built natively."""

    __slots__ = ("completing", "gain", "lacking", "pair", "pair_bonus", "partial", "target")

    def __init__(
        self,
        target: int,
        lacking: int,
        partial: float,
        gain: dict[Resource, float],
        pair: int,
        pair_bonus: float,
        completing: tuple[int, ...],
    ) -> None:
        self.target = target
        self.lacking = lacking
        self.partial = partial
        self.gain = gain
        self.pair = pair
        self.pair_bonus = pair_bonus
        self.completing = completing
        """The resources (indices) one more piece of which completes a perfume: their gain
        leaves out what is planned after it."""


class _Plan:
    """What a seat's stock is planned against: per perfume its recipe and points, which
    perfumes may still be made (``caps``: how many more, at most ``PLAN_CAP``; 0: none),
    the horizon and the time left (see "Stock value" in the package docstring).

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
        contracts: tuple[Perfume, ...],
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
        # Index loops: compiled, zip(strict=True) and a sort key are Python-level calls.
        if unmade:
            points = [points[k] + VERSATILE_NUDGE * unmade[k] for k in _PERFUME_IDS]
        self.points: tuple[float, ...] = tuple(points)
        """Per perfume (``PERFUMES`` order): the points one flask is planned at."""
        ratio = [points[k] / _ESSENCES_PER_FLASK[k] for k in _PERFUME_IDS]
        ranked: list[int] = []  # most points per essence first; equal ones in PERFUMES order
        for k in _PERFUME_IDS:
            if caps[k]:
                place = len(ranked)
                while place and ratio[ranked[place - 1]] < ratio[k]:
                    place -= 1
                ranked.insert(place, k)
        self.ranked: tuple[int, ...] = tuple(ranked)
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

    def target(self, present: int, done: list[int]) -> tuple[int, int]:
        """(perfume, missing weight) planned next from a stock holding ``present`` once the
        perfumes in ``done`` are planned (-1: none); the least missing weight, first in rank.
        (``done`` a list: compiled, list.count is native where a sequence's is a method call.)"""
        if len(done) >= self.horizon:
            return -1, 0
        missing = self.missing(present)
        caps = self.caps
        best, lacks = -1, 0
        for k in self.ranked:  # the first of the least (as min would pick), without a key call each
            if done and done.count(k) >= caps[k]:
                continue
            if best < 0 or missing[k] < lacks:
                best, lacks = k, missing[k]
        return best, lacks

    def complete(self, left: list[int], done: list[int]) -> tuple[float, int]:
        """Plan complete perfumes from ``left`` (updated in place; their indices appended to
        ``done``) up to the horizon, best rank first: their worth, and the bit mask of the
        resources left."""
        worth = 0.0
        present = _held_mask(left)
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

    def worth(self, stock: list[int]) -> float:
        """Planned worth of ``stock`` in points: its complete perfumes, the perfume planned
        next, and its loose pieces."""
        left = list(stock)
        done: list[int] = []
        worth, present = self.complete(left, done)
        k, lacking = self.target(present, done)
        if k >= 0:
            worth += self.partial(k, lacking)
        return worth + _loose_worth(left)

    def picks(self, present: int, done: tuple[int, ...]) -> _Picks:
        """The :class:`_Picks` of a stock holding ``present`` once ``done`` are planned
        (memoised: they depend on which resources are held, not on how many)."""
        picks = self._picks.get((present, done))
        if picks is None:
            picks = self._picks[present, done] = self._pick(present, done)
        return picks

    def _pick(self, present: int, planned: tuple[int, ...]) -> _Picks:
        done = list(planned)
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


def _exotic_essences(stock: list[int]) -> tuple[int, int]:
    """The two most plentiful different essences (resource indices)."""
    first, second = sorted(_ESSENCE_IDS, key=lambda i: -stock[i])[:2]
    return first, second


_plans: dict[tuple[object, ...], _Plan] = {}
"""Plans shared across decisions and games, by everything they derive from."""


def _plan(view: GrasseView, public: SeatPublicView, turns: int) -> _Plan:
    """The shared plan for ``public``'s cards and production, the flask supply, the awards
    drawn, the vanguard and the turns left (at most 3)."""
    # Counts are clamped to what a stock could ever plan, so plans repeat across turns.
    made = tuple([n for _, n in public.production])
    # Two-argument min: compiled, it is a comparison; with three it is a call into Python's builtin.
    supply = view.flask_supply
    caps = tuple([min(min(_ROOM[made[k]], supply[k][1]), _PLAN_CAPS[k]) for k in _PERFUME_IDS])
    versatile = any(award.criterion is Criterion.VERSATILE for award in view.awards)
    unmade = tuple([not m for m in made]) if versatile else ()
    # Cards are keyed by what they are about (frozen dataclasses hash and compare slowly).
    techniques = tuple((c.perfume, c.base) for c in public.techniques)
    contracts = tuple([c.perfume for c in public.contracts])
    key = (techniques, contracts, caps, unmade, view.vanguard, turns)
    plan = _plans.get(key)
    if plan is None:
        if len(_plans) >= _CACHE_LIMIT:
            _plans.clear()
        plan = _plans[key] = _Plan(techniques, contracts, caps, unmade, view.vanguard, turns)
    return plan

