"""Need weights: what one more piece of each resource (or two together) adds to a
stock's planned worth and what handing pieces in costs (:class:`Needs`, with the Secret
Formula's worth: :class:`FormulaNeeds`), and what a bot keeps of them between its
decisions (:class:`Memory`)."""

from __future__ import annotations

from functools import cached_property
from itertools import combinations
from typing import NamedTuple

from grasse_tui.games.grasse.bots.greedy.plan import EXOTIC, Plan, held
from grasse_tui.games.grasse.bots.greedy.weights import (
    FORMULA_ODDS,
    FORMULA_WORTH,
    KEPT_SHARE,
    LOOSE,
    PLAN_CAP,
    PRODUCE_BONUS,
    Stock,
    loose_worth,
)
from grasse_tui.games.grasse.rules.content import (
    BASES,
    ESSENCES,
    FORMULA_OTHER_RESOURCES,
    MAX_PRODUCED_PER_TYPE,
    PERFUMES,
    RESOURCES,
    Criterion,
    Essence,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.view import GrasseView, PrivateView

Pieces = tuple[tuple[Resource, int], ...]
"""A track space's (resource, count) pairs, as ``SpaceView.pieces`` lists them."""


class Making(NamedTuple):
    """A perfume the stock can make: the best worth of making it now, and how many pieces
    it hands in."""

    value: float
    pieces: int


class Formula(NamedTuple):
    """A Secret Formula card's two essences, and the bot's turns left (an index into
    ``FORMULA_WORTH``)."""

    essences: tuple[Essence, Essence]
    turns: int


class Needs:
    """A stock's need weights under one plan (see the package docstring), in points.

    ``gain[r]`` is what one more ``r`` adds to the stock's planned worth; :meth:`loss`
    what handing some in changes it by. The two different pieces in ``pair`` complete
    the perfume planned next: together they are worth ``pair_bonus`` more than their
    gains. A second piece of a kind adds its loose worth.
    """

    formula: Formula | None = None

    def __init__(self, plan: Plan, stock: Stock) -> None:
        self.plan = plan
        self.stock = stock
        left = dict(stock)
        done: list[Perfume] = []
        complete, present = plan.complete(left, done)
        self._left, self._done, self._present = left, done, present
        self._picks = picks = plan.picks(present, tuple(done))
        self.value = complete + picks.partial + loose_worth(left)
        self.gain = picks.gain
        self.pair = picks.pair
        self.pair_bonus = picks.pair_bonus
        # The picks value a piece on what is left once complete perfumes are planned: a piece
        # that completes a perfume, or one the stock lacks while it completes one (another
        # perfume may then come first), is valued on the whole stock instead.
        exact = picks.completing
        if done:
            exact += tuple(r for r in RESOURCES if not stock[r])
        if exact or self.pair:
            self._value_exactly(exact)
        self._pure = self.gain
        """The plan's gains (``gain`` adds the Secret Formula's in :class:`FormulaNeeds`)."""
        self.bound_extra = 0.0
        """What a second piece may add beyond its gain (0 but with a formula)."""
        self._lost: dict[tuple[Resource, int], float] = {}
        self._takes: dict[Pieces, float] = {}
        self._both: dict[tuple[Resource, Resource], float] = {}

    def _value_exactly(self, exact: tuple[Resource, ...]) -> None:
        """Value the resources ``exact``, and a completing pair, on the whole stock."""
        gain = self.gain = dict(self.gain)
        for r in exact:
            gain[r] = self._changed(r)
        if self.pair:
            a, b = self.pair
            self.pair_bonus = self._changed(a, b) - gain[a] - gain[b]

    def _changed(self, *added: Resource) -> float:
        """What adding the pieces ``added`` changes the planned worth by."""
        stock = dict(self.stock)
        for r in added:
            stock[r] += 1
        return self.plan.worth(stock) - self.value

    def loss(self, r: Resource, n: int = 1) -> float:
        """What handing in ``n`` pieces of ``r`` (the stock holds them) changes the worth by."""
        lost = self._lost.get((r, n))
        if lost is None:
            lost = self._lost[r, n] = self._lose(r, n)
        return lost

    def _lose(self, r: Resource, n: int) -> float:
        left = self._left
        extra = n * LOOSE[r]
        if left[r] > n:
            return -extra
        plan = self.plan
        if left[r] == n:
            target, lacking = plan.target(held(left) - {r}, self._done)
            return (plan.partial(target, lacking) if target is not None else 0.0) - self._picks.partial - extra
        stock = dict(self.stock)
        stock[r] -= n
        return plan.worth(stock) - self.value

    def take(self, pieces: Pieces, two: bool) -> float:
        """The best worth, at least 0, of taking one piece (or up to two with ``two``) of
        ``pieces`` (two of one kind only where the space holds two)."""
        best_one = max([0.0, *(self.gain[r] for r, _ in pieces)])
        if not two or len(pieces) < 2 and (not pieces or pieces[0][1] < 2):
            return best_one
        value = self._takes.get(pieces)
        if value is None:
            pairs = [(a, b) for j, (a, n) in enumerate(pieces) for b, _ in pieces[j + (n < 2) :]]
            value = self._takes[pieces] = max([best_one, *(self.two(a, b) for a, b in pairs)])
        return value

    def two(self, a: Resource, b: Resource) -> float:
        """What two pieces ``a`` and ``b`` (possibly equal) add together (an estimate; see
        :meth:`both`)."""
        gain = self._pure
        if a is b:
            return gain[a] + LOOSE[a]
        loose_a, loose_b = LOOSE[a], LOOSE[b]
        if isinstance(a, Essence) and isinstance(b, Essence) and gain[a] != loose_a and gain[b] != loose_b:
            # Each would bring its own perfume next; only the better one is planned next.
            return max(gain[a] - loose_a, gain[b] - loose_b) + loose_a + loose_b
        value = gain[a] + gain[b]
        if a in self.pair and b in self.pair:
            value += self.pair_bonus
        return value

    def both(self, a: Resource, b: Resource) -> float:
        """What two different pieces ``a`` and ``b`` add together, as the plan values them."""
        value = self._both.get((a, b))
        if value is None:
            value = self._both[a, b] = self._together(a, b)
        return value

    def _together(self, a: Resource, b: Resource) -> float:
        present = self._present
        lacked = {a, b} - present
        if self._done or not lacked:
            return self._changed(a, b)
        if present & {a, b} and lacked.isdisjoint(self._picks.completing):
            return self._pure[a] + self._pure[b]  # the one held adds its loose worth
        plan = self.plan
        target, lacking = plan.target(present | {a, b}, [])
        if target is None or not lacking:
            return self._changed(a, b)
        return plan.partial(target, lacking) - self._picks.partial + LOOSE[a] + LOOSE[b]

    def formula_change(self, used: tuple[Resource, ...]) -> float:
        """What handing in ``used`` changes the Secret Formula's worth by (0: none)."""
        return 0.0

    def make_value(self, perfume: Perfume, essences: tuple[Essence, ...]) -> float:
        """Making ``perfume`` now (an Exotic one of ``essences``): its points, plus a share of
        what the stock keeps, and what handing in its pieces changes the secret formula's
        worth by (the same for any client row)."""
        plan = self.plan
        used = plan.recipes[perfume] or (*BASES, *essences)
        kept = dict(self.stock)
        for r in used:
            kept[r] -= 1
        value = PRODUCE_BONUS + plan.points[perfume] + KEPT_SHARE * plan.worth(kept)
        if self.formula is not None:
            value += self.formula_change(used)
        return value

    @cached_property
    def makes(self) -> dict[Perfume, Making]:
        """Per perfume the stock can make (in the plan's rank order): the best
        :meth:`make_value` and how many pieces it hands in."""
        plan, stock = self.plan, self.stock
        missing = plan.missing(held(stock))
        makes: dict[Perfume, Making] = {}
        for perfume in plan.ranked:
            if missing[perfume]:
                continue
            if perfume is not EXOTIC:
                makes[perfume] = Making(self.make_value(perfume, ()), len(plan.recipes[perfume]))
            else:
                pairs = combinations([e for e in ESSENCES if stock[e]], 2)
                makes[perfume] = Making(max(self.make_value(perfume, pair) for pair in pairs), len(BASES) + 2)
        return makes


class FormulaNeeds(Needs):
    """Need weights with the Secret Formula's worth added to the plan's. A stock meeting
    ``formula`` is worth ``FORMULA_WORTH``; one short of it that times ``FORMULA_ODDS``
    to the power of its shortfall.

    The worth depends only on how many of the two essences a stock holds and how many
    pieces it holds in all, so every change is worked out from those two counts."""

    def __init__(self, plan: Plan, stock: Stock, formula: Formula) -> None:
        super().__init__(plan, stock)
        self.formula = formula
        self._essences, self._turns = formula
        self._total = total = sum(stock.values())
        held = sum(stock[e] > 0 for e in self._essences)
        self._formula_base = base = self._worth(held, total)
        # One more piece: an essence of the card not held yet also raises ``held``.
        other = self._worth(held, total + 1) - base
        unheld = [e for e in self._essences if not stock[e]]
        pure = self._pure
        gain = self.gain = {r: value + other for r, value in pure.items()}
        new = other
        if unheld:
            new = self._worth(held + 1, total + 1) - base
            for e in unheld:
                gain[e] = pure[e] + new
        # What a second piece adds beyond the first's gain: "other" pieces always exist.
        extras = [(self._worth(held, total + 2) - base) - other]
        if unheld:
            extras.append((self._worth(held + 1, total + 2) - base) - new)  # the essence, then anything
            extras.append((self._worth(held + 1, total + 2) - base) - other)  # anything, then the essence
        if len(unheld) == 2:
            extras.append((self._worth(held + 2, total + 2) - base) - new)  # both essences
        self.bound_extra = max(extras)

    def _worth(self, held: int, total: int) -> float:
        """The formula's worth to a stock of ``total`` pieces holding ``held`` of its essences."""
        short = 2 * (2 - held) + max(0, FORMULA_OTHER_RESOURCES - (total - held))
        return FORMULA_WORTH[self._turns] * FORMULA_ODDS[self._turns] ** short

    def _changed_by(self, pieces: tuple[Resource, ...], sign: int) -> float:
        """What adding (``sign`` 1) or handing in (-1) ``pieces`` changes the formula's worth by."""
        held = sum(self.stock[e] + sign * pieces.count(e) > 0 for e in self._essences)
        return self._worth(held, self._total + sign * len(pieces)) - self._formula_base

    def formula_change(self, used: tuple[Resource, ...]) -> float:
        return self._changed_by(used, -1)

    def loss(self, r: Resource, n: int = 1) -> float:
        return super().loss(r, n) + self.formula_change((r,) * n)

    def two(self, a: Resource, b: Resource) -> float:
        return super().two(a, b) + self._changed_by((a, b), 1)

    def both(self, a: Resource, b: Resource) -> float:
        return super().both(a, b) + self._changed_by((a, b), 1)


class Memory:
    """What one greedy bot keeps between its decisions: the plans and need weights it
    derived, by everything they derive from, so that each is derived once per change
    (one game's worth: a bot lives for one game)."""

    def __init__(self) -> None:
        self._plans: dict[tuple[object, ...], Plan] = {}
        self._needs: dict[tuple[object, ...], Needs] = {}

    def plan(self, view: GrasseView, turns: int) -> Plan:
        """The plan of the viewer's cards and production, the flask supply, the awards
        drawn, the vanguard and ``turns`` left (at most 3)."""
        public = view.seats[own(view).seat]
        made = dict(public.production)
        supply = dict(view.flask_supply)
        caps = {p: min(MAX_PRODUCED_PER_TYPE - made[p], supply[p], PLAN_CAP) for p in PERFUMES}
        versatile = any(award.criterion is Criterion.VERSATILE for award in view.awards)
        unmade = frozenset(p for p in PERFUMES if not made[p]) if versatile else frozenset()
        saved = tuple((c.perfume, c.base) for c in public.techniques)
        contracts = tuple(c.perfume for c in public.contracts)
        key = (saved, contracts, tuple(caps.values()), unmade, view.vanguard, turns)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = Plan(dict(saved), contracts, caps, unmade, view.vanguard, turns)
        return plan

    def needs(self, view: GrasseView, turns_after: int, kept: bool) -> Needs:
        """The need weights of the viewer's stock under its plan with ``turns_after`` turns
        left; with ``kept``, of the stock once every resource owed to the track is
        delivered. A secret formula counts once fewer turns are left than
        ``FORMULA_WORTH`` lists."""
        me = own(view)
        plan = self.plan(view, min(turns_after, 3))  # time and horizon stop changing at 3
        stock = dict(me.resources)
        if kept:
            for r in view.step.pending:
                stock[r] -= 1
        formula = None
        if me.formula is not None and 0 <= turns_after < len(FORMULA_WORTH):
            formula = Formula(me.formula, turns_after)
        key = (plan, tuple(stock.values()), formula)
        needs = self._needs.get(key)
        if needs is None:
            needs = self._needs[key] = Needs(plan, stock) if formula is None else FormulaNeeds(plan, stock, formula)
        return needs


def own(view: GrasseView) -> PrivateView:
    """The bot's own private view. Raises ValueError for a spectator view."""
    if view.me is None:
        raise ValueError("a bot needs a seat's own view, not a spectator view")
    return view.me
