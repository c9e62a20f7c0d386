"""The stock planner: what a seat's stock is planned to make and what it is worth
(:class:`Plan`), and what a plan picks next once its complete perfumes are set aside
(:class:`Picks`)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Final, NamedTuple

from grasse_tui.games.grasse.bots.greedy.weights import (
    COMPLETE_SHARE,
    ESSENCE_WEIGHT,
    LOOSE,
    PARTIAL_SHARE,
    PLAN_HORIZON,
    VERSATILE_NUDGE,
    Stock,
    loose_worth,
)
from grasse_tui.games.grasse.rules.content import (
    BASES,
    CONTRACT_BONUS,
    ESSENCES,
    PERFUMES,
    PRODUCTION_POINTS,
    RESOURCES,
    VANGUARD_BONUS,
    Base,
    Essence,
    Perfume,
    Resource,
)

EXOTIC: Final = Perfume.EXOTIC
EXOTIC_WEIGHT: Final = len(BASES) + 2 * ESSENCE_WEIGHT
"""Planning weight of an Exotic recipe: four bases and two essences."""


def planning_weight(resources: Iterable[Resource]) -> int:
    """How hard ``resources`` are to get: a base counts 1, an essence ``ESSENCE_WEIGHT``."""
    return sum(ESSENCE_WEIGHT if isinstance(r, Essence) else 1 for r in resources)


def held(stock: Stock) -> frozenset[Resource]:
    """The resources ``stock`` holds at least one of."""
    return frozenset(r for r, n in stock.items() if n)


def recipe(perfume: Perfume, saved: Base | None) -> tuple[Resource, ...]:
    """The resources one flask of a classic ``perfume`` takes, in ``RESOURCES`` order, when a
    technique card saves the base ``saved`` (None: no card); () for Exotic, whose essences
    are chosen per stock (:func:`exotic_essences`)."""
    essence = perfume.essence
    if essence is None:
        return ()
    return (*(b for b in BASES if b is not saved), essence)


def exotic_essences(stock: Stock) -> tuple[Essence, Essence]:
    """The two most plentiful different essences of ``stock`` (the first in ``ESSENCES``
    order among equal counts)."""
    first, second = sorted(ESSENCES, key=lambda e: -stock[e])[:2]
    return first, second


class Picks(NamedTuple):
    """What a plan picks next from a stock once some perfumes are planned complete."""

    target: Perfume | None
    """The perfume planned next (None: none)."""
    lacking: int
    """The planning weight ``target`` lacks."""
    partial: float
    """What ``target`` is worth as it stands (:meth:`Plan.partial`)."""
    gain: dict[Resource, float]
    """Per resource: what one more piece adds to the stock's worth."""
    pair: tuple[Resource, ...]
    """The two pieces that complete ``target`` together (in ``RESOURCES`` order; (): none)."""
    pair_bonus: float
    """What ``pair`` is worth together beyond the sum of their gains."""
    completing: tuple[Resource, ...]
    """The resources one more piece of which completes a perfume: their gain leaves out
    what is planned after it."""


class Plan:
    """What a seat's stock is planned against: per perfume its recipe and points, which
    perfumes may still be made and how many more (``caps``, at most ``PLAN_CAP``; 0:
    none), the horizon and the time left (see "Stock value" in the package docstring).

    ``saved``: per perfume, the base the seat's technique card for it saves.
    ``unmade``: the perfumes the seat has not made yet, when the Versatile award is
    drawn (else empty). ``turns``: the seat's turns left, at most 3.
    """

    def __init__(
        self,
        saved: Mapping[Perfume, Base],
        contracts: Collection[Perfume],
        caps: Mapping[Perfume, int],
        unmade: Collection[Perfume],
        vanguard: Perfume,
        turns: int,
    ) -> None:
        self.saved = dict(saved)
        self.contracts = contracts
        """The perfumes the seat holds a contract for."""
        self.caps = caps
        self.recipes = {p: recipe(p, saved.get(p)) for p in PERFUMES}
        self.weights = {p: planning_weight(need) if need else EXOTIC_WEIGHT for p, need in self.recipes.items()}
        self.points: dict[Perfume, float] = {}
        """Per perfume: the points one flask is planned at."""
        for p in PERFUMES:
            points = PRODUCTION_POINTS[p] + CONTRACT_BONUS * (p in contracts) + VANGUARD_BONUS * (p is vanguard)
            self.points[p] = points + VERSATILE_NUDGE if p in unmade else float(points)
        per_essence = {p: self.points[p] / (1 if p.is_classic else 2) for p in PERFUMES}
        self.ranked = sorted((p for p in PERFUMES if caps[p]), key=lambda p: -per_essence[p])
        """The perfumes that may be made, most points per essence first: the order among
        perfumes missing equal weights."""
        self.rank = {p: place for place, p in enumerate(self.ranked)}
        self.users = {r: [p for p in self.ranked if p is EXOTIC or r in self.recipes[p]] for r in RESOURCES}
        """Per resource: the perfumes in ``ranked`` whose recipe takes it (Exotic takes any)."""
        self.horizon = min(turns + 1, PLAN_HORIZON)
        self.time = min(1.0, turns / 3)
        self._missing: dict[frozenset[Resource], dict[Perfume, int]] = {}
        self._picks: dict[tuple[frozenset[Resource], tuple[Perfume, ...]], Picks] = {}

    def missing(self, present: frozenset[Resource]) -> dict[Perfume, int]:
        """Per perfume, the planning weight a stock holding ``present`` lacks (Exotic takes
        the two most plentiful essences; memoised: not to be changed)."""
        missing = self._missing.get(present)
        if missing is None:
            missing = {p: planning_weight(r for r in need if r not in present) for p, need in self.recipes.items()}
            essences_short = max(0, 2 - len(present.intersection(ESSENCES)))
            missing[EXOTIC] = planning_weight(b for b in BASES if b not in present) + ESSENCE_WEIGHT * essences_short
            self._missing[present] = missing
        return missing

    def partial(self, perfume: Perfume, lacking: int) -> float:
        """Worth of ``perfume`` planned next while it lacks ``lacking`` planning weight."""
        if not lacking:
            return COMPLETE_SHARE * self.points[perfume]
        weight = self.weights[perfume]
        return PARTIAL_SHARE * self.points[perfume] * (weight - lacking) / weight * self.time

    def target(self, present: frozenset[Resource], done: list[Perfume]) -> tuple[Perfume | None, int]:
        """(perfume, missing weight) planned next from a stock holding ``present`` once the
        perfumes in ``done`` are planned (None: none): the least missing weight, first in rank."""
        if len(done) >= self.horizon:
            return None, 0
        missing = self.missing(present)
        open_ = [p for p in self.ranked if done.count(p) < self.caps[p]]
        if not open_:
            return None, 0
        best = min(open_, key=missing.__getitem__)
        return best, missing[best]

    def complete(self, left: dict[Resource, int], done: list[Perfume]) -> tuple[float, frozenset[Resource]]:
        """Plan complete perfumes from ``left`` (updated in place; each appended to ``done``)
        up to the horizon, best rank first: their worth, and the resources left."""
        worth = 0.0
        present = held(left)
        while len(done) < self.horizon:
            missing = self.missing(present)
            perfume = next((p for p in self.ranked if not missing[p] and done.count(p) < self.caps[p]), None)
            if perfume is None:
                break
            for r in self.recipes[perfume] or (*BASES, *exotic_essences(left)):
                left[r] -= 1
            present = held(left)
            done.append(perfume)
            worth += COMPLETE_SHARE * self.points[perfume]
        return worth, present

    def worth(self, stock: Stock) -> float:
        """Planned worth of ``stock`` in points: its complete perfumes, the perfume planned
        next, and its loose pieces."""
        left = dict(stock)
        done: list[Perfume] = []
        worth, present = self.complete(left, done)
        target, lacking = self.target(present, done)
        if target is not None:
            worth += self.partial(target, lacking)
        return worth + loose_worth(left)

    def picks(self, present: frozenset[Resource], done: tuple[Perfume, ...]) -> Picks:
        """The :class:`Picks` of a stock holding ``present`` once ``done`` are planned
        (memoised: they depend on which resources are held, not on how many)."""
        picks = self._picks.get((present, done))
        if picks is None:
            picks = self._picks[present, done] = self._pick(present, done)
        return picks

    def _pick(self, present: frozenset[Resource], done: tuple[Perfume, ...]) -> Picks:
        target, lacking = self.target(present, list(done))
        gain = dict(LOOSE)
        if target is None:
            return Picks(target, lacking, 0.0, gain, (), 0.0, ())
        partial = self.partial(target, lacking)
        missing = self.missing(present)
        target_recipe = self.recipes[target]
        # A base the target takes brings it one weight closer; any other missing piece may
        # bring another perfume (one that takes it) closer than the target, which it then replaces.
        closer = self.partial(target, lacking - 1) - partial if lacking else 0.0
        exotic_step = ESSENCE_WEIGHT if len(present.intersection(ESSENCES)) < 2 else 0
        completing: list[Resource] = []
        for r in RESOURCES:
            if r in present:
                continue
            if isinstance(r, Base) and r in target_recipe:
                gain[r] += closer
                if lacking == 1:
                    completing.append(r)
                continue
            step = 1 if isinstance(r, Base) else ESSENCE_WEIGHT
            options = [(target, lacking)] + [
                (p, missing[p] - (exotic_step if p is EXOTIC and isinstance(r, Essence) else step))
                for p in self.users[r]
                if done.count(p) < self.caps[p]
            ]
            best, short = min(options, key=lambda option: (option[1], self.rank[option[0]]))
            if best is not target or short != lacking:
                gain[r] += self.partial(best, short) - partial
                if not short:
                    completing.append(r)
        pair = tuple(r for r in target_recipe if r not in present) if lacking else ()
        if len(pair) != 2:
            return Picks(target, lacking, partial, gain, (), 0.0, tuple(completing))
        a, b = pair
        bonus = self.partial(target, 0) - partial - gain[a] - gain[b]
        return Picks(target, lacking, partial, gain, pair, bonus, tuple(completing))
