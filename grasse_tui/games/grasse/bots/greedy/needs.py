"""Need weights: what one more piece of each resource (or two together) adds to a
stock's planned worth and what handing pieces in costs (:class:`_Needs`), shared
across decisions, and each seat's weights kept from its last decision."""

from __future__ import annotations

from typing import Final

from grasse_tui.games.grasse.bots.greedy.plan import _Plan, _plan
from grasse_tui.games.grasse.bots.greedy.tables import (
    _ABSENT,
    _BIT,
    _BITS,
    _CACHE_LIMIT,
    _ESSENCE_MASK,
    _HELD,
    _INDEX,
    _LOOSE,
    _LOOSE_OF,
    FORMULA_ODDS,
    FORMULA_WORTH,
    Pieces,
    Stock,
    _held_mask,
    _largest,
    _loose_worth,
)
from grasse_tui.games.grasse.rules.content import FORMULA_OTHER_RESOURCES, RESOURCES, Perfume, Resource
from grasse_tui.games.grasse.rules.view import GrasseView, PrivateView, SeatPublicView


class _Needs:
    """A stock's need weights under one plan (see the package docstring), in points.

    ``gain[r]`` is what one more ``r`` adds to the stock's planned worth; :meth:`loss`
    what handing some in changes it by. Two different pieces whose bits make ``pair``
    complete the perfume planned next: together they are worth ``pair_bonus`` more than
    their gains. A second piece of a kind adds its loose worth. ``makes`` keeps what the
    first decision that asked found the stock can make (:meth:`.context._Ctx.makes`).
    """

    __slots__ = (
        "_both",
        "_done",
        "_left",
        "_lost",
        "_picks",
        "_pure",
        "bound_extra",
        "formula",
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
        self.value = complete + picks.partial + _loose_worth(left)
        self.gain = picks.gain
        self.pair = pair = picks.pair
        self.pair_bonus = picks.pair_bonus
        # The picks value a piece on what is left once complete perfumes are planned: a piece
        # that completes a perfume, or one the stock lacks while it completes one (another
        # perfume may then come first), is valued on the whole stock instead.
        exact = picks.completing
        if done:
            exact += _ABSENT[_held_mask(list(stock))]
        if exact or pair:
            self._value_exactly(exact)
        self._pure = self.gain
        """The plan's gains (``gain`` adds the Secret Formula's in :class:`_FormulaNeeds`)."""
        self.bound_extra = 0.0
        """What a second piece may add beyond its gain (0 but with a formula)."""
        self.formula: tuple[int, int, int] | None = None

    def _value_exactly(self, exact: tuple[int, ...]) -> None:
        """Value the resources ``exact`` (indices), and a completing pair, on the whole stock."""
        gain = self.gain = dict(self.gain)
        for i in exact:
            gain[RESOURCES[i]] = self._changed((i,))
        pair = self.pair
        if pair:
            a, b = (pair & -pair).bit_length() - 1, pair.bit_length() - 1
            self.pair_bonus = self._changed((a, b)) - gain[RESOURCES[a]] - gain[RESOURCES[b]]

    def _changed(self, added: tuple[int, ...]) -> float:
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
            k, lacking = plan.target(_held_mask(left) & ~_BITS[i], self._done)
            return (plan.partial(k, lacking) if k >= 0 else 0.0) - self._picks.partial - extra
        stock = list(self.stock)
        stock[i] -= n
        return plan.worth(stock) - self.value

    def take(self, pieces: Pieces, two: bool) -> float:
        """The best worth, at least 0, of taking one piece (or up to two with ``two``) of
        ``pieces`` (two of one kind only where the space holds two)."""
        if not two or len(pieces) < 2 and (not pieces or pieces[0][1] < 2):
            return self._best_one(pieces)
        value = self._takes.get(pieces)
        if value is None:
            value = self._best_one(pieces)
            for j, (a, n) in enumerate(pieces):
                for b, _ in pieces[j + (n < 2) :]:
                    value = max(value, self.two(a, b))
            self._takes[pieces] = value
        return value

    def _best_one(self, pieces: Pieces) -> float:
        """The best gain, at least 0, of one piece of ``pieces`` (a loop: compiled, the
        builtin max over a list costs several times as much)."""
        gain = self.gain
        best = 0.0
        for r, _ in pieces:
            value = gain[r]
            if value > best:
                best = value
        return best

    def two(self, a: Resource, b: Resource) -> float:
        """What two pieces ``a`` and ``b`` (possibly equal) add together."""
        gain = self._pure
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
            return self._pure[a] + self._pure[b]  # one is held: it adds its loose worth
        plan = self.plan
        k, lacking = plan.target(present | bits, [])
        if k < 0 or not lacking:
            return self._changed((_INDEX[a], _INDEX[b]))
        return plan.partial(k, lacking) - self._picks.partial + _LOOSE_OF[a] + _LOOSE_OF[b]

    def after_making(self, used: tuple[int, ...]) -> float:
        """The planned worth of the stock once a flask made of ``used`` (indices) is handed in."""
        stock = list(self.stock)
        for i in used:
            stock[i] -= 1
        return self.plan.worth(stock)

    def formula_change(self, used: tuple[int, ...]) -> float:
        """What handing in ``used`` (indices) changes the Secret Formula's worth by (0: none)."""
        return 0.0


_MOST_SHORT: Final = 2 * 2 + FORMULA_OTHER_RESOURCES
"""The largest shortfall a stock can have against its formula: both essences and every other piece."""
_FORMULA_WORTHS: Final = tuple(
    [worth * odds**short for short in range(_MOST_SHORT + 1)] for worth, odds in zip(FORMULA_WORTH, FORMULA_ODDS, strict=True)
)
"""By turns left, then by shortfall (see :meth:`_FormulaNeeds._worth`): the formula's worth."""


class _FormulaNeeds(_Needs):
    """Need weights with the Secret Formula's worth added to the plan's: ``formula`` is
    the card's two essences (indices) and the turns left (an index into
    ``FORMULA_WORTH``). The stock meeting the formula is worth ``FORMULA_WORTH``; one
    short of it that times ``FORMULA_ODDS`` to the power of its shortfall.

    The worth depends only on how many of the two essences a stock holds and how many
    pieces it holds in all, so every change is worked out from those two counts."""

    __slots__ = ("_essences", "_formula_base", "_total", "_worths")

    def __init__(self, plan: _Plan, stock: Stock, formula: tuple[int, int, int]) -> None:
        super().__init__(plan, stock)
        self.formula = formula
        a, b, turns = formula
        self._essences = (a, b)
        self._worths = _FORMULA_WORTHS[turns]
        self._total = total = sum(stock)
        held = (stock[a] > 0) + (stock[b] > 0)
        self._formula_base = base = self._worth(held, total)
        # One more piece: an essence of the card not held yet also raises ``held``.
        other = self._worth(held, total + 1) - base
        unheld = [i for i in (a, b) if not stock[i]]
        pure = self._pure
        gain = self.gain = {r: value + other for r, value in pure.items()}
        if unheld:
            new = self._worth(held + 1, total + 1) - base
            for i in unheld:
                r = RESOURCES[i]
                gain[r] = pure[r] + new
        else:
            new = other
        # What a second piece adds beyond the first's gain: "other" pieces always exist.
        extras = [(self._worth(held, total + 2) - base) - other]
        if unheld:
            extras.append((self._worth(held + 1, total + 2) - base) - new)  # the essence, then anything
            extras.append((self._worth(held + 1, total + 2) - base) - other)  # anything, then the essence
        if len(unheld) == 2:
            extras.append((self._worth(held + 2, total + 2) - base) - new)  # both essences
        self.bound_extra = _largest(extras, 0.0)

    def _worth(self, held: int, total: int) -> float:
        """The formula's worth to a stock of ``total`` pieces holding ``held`` of its essences."""
        return self._worths[2 * (2 - held) + max(0, FORMULA_OTHER_RESOURCES - (total - held))]

    def _changed_by(self, pieces: tuple[int, ...], sign: int) -> float:
        """What adding (``sign`` 1) or handing in (-1) ``pieces`` (indices) changes the
        formula's worth by."""
        a, b = self._essences
        in_a, in_b = self.stock[a], self.stock[b]
        for i in pieces:
            if i == a:
                in_a += sign
            elif i == b:
                in_b += sign
        return self._worth((in_a > 0) + (in_b > 0), self._total + sign * len(pieces)) - self._formula_base

    def _added(self, added: tuple[int, ...]) -> float:
        """What adding the resources ``added`` (indices) changes the formula's worth by."""
        return self._changed_by(added, 1)

    def formula_change(self, used: tuple[int, ...]) -> float:
        return self._changed_by(used, -1)

    def loss(self, r: Resource, n: int = 1) -> float:
        return super().loss(r, n) + self.formula_change((_INDEX[r],) * n)

    def two(self, a: Resource, b: Resource) -> float:
        return super().two(a, b) + self._added((_INDEX[a], _INDEX[b]))

    def both(self, a: Resource, b: Resource) -> float:
        return super().both(a, b) + self._added((_INDEX[a], _INDEX[b]))


_needs_cache: dict[tuple[object, ...], _Needs] = {}
"""Need weights shared across decisions and games, by plan and stock (and the formula
with the turns left, while it counts)."""


def _needs(plan: _Plan, stock: Stock, formula: tuple[int, int, int] | None = None) -> _Needs:
    """The shared need weights of ``stock`` under ``plan`` (and ``formula``, see :class:`_FormulaNeeds`)."""
    key: tuple[object, ...] = (plan, stock) if formula is None else (plan, stock, formula)
    needs = _needs_cache.get(key)
    if needs is None:
        if len(_needs_cache) >= _CACHE_LIMIT:
            _needs_cache.clear()
        needs = _needs_cache[key] = _Needs(plan, stock) if formula is None else _FormulaNeeds(plan, stock, formula)
    return needs


class _Recent:
    """A seat's last decision: the view parts its plan came from (the views of one game
    share unchanged parts, which compare by identity item by item), its resources, the
    pieces it counted as already handed back, its Secret Formula term (see
    :func:`_needs`), and the plan and need weights derived from them. (A plain class
    rather than a named tuple: compiled, it is built natively.)"""

    __slots__ = ("formula", "needs", "owed", "parts", "plan", "resources")

    def __init__(
        self,
        parts: tuple[object, ...],
        plan: _Plan,
        resources: tuple[tuple[Resource, int], ...],
        owed: tuple[Resource, ...],
        formula: tuple[int, int, int] | None,
        needs: _Needs,
    ) -> None:
        self.parts = parts
        self.plan = plan
        self.resources = resources
        self.owed = owed
        self.formula = formula
        self.needs = needs


_recent: dict[int, _Recent] = {}
"""By seat index: its last decision (any game: identity and equality checks keep games apart)."""


def _seat_needs(view: GrasseView, me: PrivateView, public: SeatPublicView, turns_after: int, kept: bool) -> _Needs:
    """The need weights of ``me``'s stock under the seat's plan (the last decision's while
    the view parts they came from are unchanged) with ``turns_after`` turns left; with
    ``kept``, of the stock once every resource owed to the track is delivered. A secret
    formula counts once fewer turns are left than ``FORMULA_WORTH`` lists."""
    # Time and horizon stop changing once three turns are left.
    turns = min(turns_after, 3)
    parts: tuple[object, ...] = (
        public.techniques,
        public.contracts,
        public.production,
        view.flask_supply,
        view.awards,
        view.vanguard,
        turns,
    )
    card = me.formula
    formula = None
    if card is not None and 0 <= turns_after < len(FORMULA_WORTH):
        formula = (_INDEX[card[0]], _INDEX[card[1]], turns_after)
    resources = me.resources
    owed = view.step.pending if kept else ()
    last = _recent.get(me.seat)
    if last is not None and last.parts == parts:
        if last.resources is resources and last.owed == owed and last.formula == formula:
            return last.needs
        plan = last.plan
    else:
        plan = _plan(view, public, turns)
    stock = [n for _, n in resources]
    for piece in owed:
        stock[_INDEX[piece]] -= 1
    needs = _needs(plan, tuple(stock), formula)
    if last is None:
        _recent[me.seat] = _Recent(parts, plan, resources, owed, formula, needs)
    else:
        last.parts, last.plan, last.resources, last.owed, last.formula, last.needs = parts, plan, resources, owed, formula, needs
    return needs

