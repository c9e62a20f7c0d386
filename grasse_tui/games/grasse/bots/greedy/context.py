"""One decision: :class:`_Ctx`, everything a decision needs derived once from the
bot's own view, and what it values (landings and collections, perfumes, sales,
cards, the Market, every location's effect with its cheap upper bound, taking
pieces), with the per-location tables it dispatches through."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Final

from grasse_tui.games.grasse.bots.greedy.needs import _seat_needs
from grasse_tui.games.grasse.bots.greedy.plan import _Plan
from grasse_tui.games.grasse.bots.greedy.tables import (
    _BASE_IDS,
    _ESSENCE_IDS,
    _ESSENCE_OF,
    _EXOTIC,
    _GENERIC,
    _INDEX,
    _TIE,
    _TRACK_ROOM,
    CLIENT_MAKE_SHARE,
    COIN_FLOOR,
    KEPT_SHARE,
    NEXT_FASHION_HOLD,
    PRODUCE_BONUS,
    RIVAL_PENALTY,
    SELLER_NUDGE,
    SPECULATIVE_CARD,
    TECHNIQUE_SHARE,
    _held_mask,
    _largest,
)
from grasse_tui.games.grasse.bots.greedy.track import _Geometry, _geometry
from grasse_tui.games.grasse.rules.content import (
    BASES,
    CHATEAU_BONUS,
    CLIENT_COINS,
    CLIENT_POINTS,
    COINS_PER_POINT,
    CONTRACT_BONUS,
    ESSENCES,
    FASHION_BONUS,
    MAX_SALES,
    PERFUMES,
    ROUNDS,
    SALE_COINS,
    WORKERS,
    CardRow,
    Criterion,
    Essence,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.view import GrasseView, LocationView, SpaceView


_ESSENCE_ENTRIES: Final = tuple(zip(_ESSENCE_IDS, ESSENCES, strict=True))
"""Each essence with its resource index (a table: compiled, zip(strict=True) is a Python-level call)."""


_last_track: list[tuple[tuple[SpaceView, ...], set[Resource]]] = []
"""The last track seen and the resources on it (views share an unchanged track)."""


def _on_track(track: tuple[SpaceView, ...]) -> set[Resource]:
    """The resources lying anywhere on ``track`` (shared: not to be changed)."""
    if _last_track and _last_track[0][0] is track:
        return _last_track[0][1]
    on_track = {r for space in track for r, _ in space.pieces}
    _last_track[:] = [(track, on_track)]
    return on_track


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
        self.needs = _seat_needs(view, me, public, turns_after, kept)
        events = view.events
        self.limit = events.collect_limit if events is not None else None
        """How many pieces a pawn's stop yields this round, when a round event says (else None)."""
        self._geometry: _Geometry | None = None
        self._on_track: set[Resource] | None = None
        self._two_best: tuple[float, float] | None = None
        self._locations: dict[LocationId, float] = {}
        self._bounds: list[float] | None = None
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

    def on_track(self) -> set[Resource]:
        """The resources lying anywhere on the track (not to be changed)."""
        on_track = self._on_track
        if on_track is None:
            on_track = self._on_track = _on_track(self.view.track)
        return on_track

    def two_best(self) -> tuple[float, float]:
        """The two best gains (at least 0) among the resources on the track."""
        two = self._two_best
        if two is None:
            gain = self.needs.gain
            kinds, first, second = 0, -math.inf, -math.inf
            for r in self.on_track():
                kinds += 1
                value = gain[r]
                if value > first:
                    first, second = value, first
                elif value > second:
                    second = value
            two = self._two_best = (max(first, 0.0), max(second, 0.0)) if kinds > 1 else (0.0, 0.0)
        return two

    def collect_bound(self) -> float:
        """At least what any collection or trade adds: the two best gains on the track (a
        second piece of a kind adds at most 0.1) and the bonus of a completing pair."""
        first, second = self.two_best()
        needs = self.needs
        return first + max(second, 0.1) + max(needs.pair_bonus, 0.0) + needs.bound_extra

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
            landings = self._landings = []
            for i in set(self.my_reach()):
                owner = track[i].owner
                landings.append((i, [self.collect_value(space, owner) for space in track]))
        return landings

    def reach_value(self) -> float:
        """The best landing within the bot's next move."""
        one, two = self.my_reach()
        return max(self.land_value(one), self.land_value(two))

    # --- perfumes, sales and cards ----------------------------------------------

    def produce_value(self, perfume: Perfume, essences: Sequence[Essence]) -> float:
        """Making ``perfume`` now (see :meth:`_produce_value`), and a client who wants it."""
        value = self._produce_value(perfume, essences)
        if self.view.clients:
            value += self.client_make(perfume)
        return value

    def _produce_value(self, perfume: Perfume, essences: Sequence[Essence]) -> float:
        """Making ``perfume`` now: its points, plus a share of what the stock keeps, and what
        handing in its pieces changes the secret formula's worth by (the same for any client row)."""
        k = PERFUMES.index(perfume)
        plan = self.plan
        needs = self.needs
        used = plan.recipes.needs[k] or (*_BASE_IDS, *[_INDEX[e] for e in essences])
        value = PRODUCE_BONUS + plan.points[k] + KEPT_SHARE * needs.after_making(used)
        if needs.formula is not None:
            value += needs.formula_change(used)
        return value

    def client_make(self, perfume: Perfume) -> float:
        """A share of an open client's point and coin for making the ``perfume`` it wants,
        while the bot has a turn and a sale left to serve it and holds no such flask yet."""
        view = self.view
        if perfume not in view.clients or self.turns_after < 1 or self.public.sales >= MAX_SALES:
            return 0.0
        if any(n for p, n in self.me.flasks if p is perfume):
            return 0.0
        return CLIENT_MAKE_SHARE * (CLIENT_POINTS + CLIENT_COINS * self.coin)

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
        present = _held_mask(list(stock))
        missing = plan.missing(present)
        makes: dict[Perfume, tuple[float, int]] = {}
        for k in plan.ranked:
            if missing[k]:
                continue
            perfume = PERFUMES[k]
            if k != _EXOTIC:
                makes[perfume] = self._produce_value(perfume, ()), len(plan.recipes.needs[k])
                continue
            held = [e for i, e in _ESSENCE_ENTRIES if stock[i]]
            pairs = [(a, b) for j, a in enumerate(held) for b in held[j + 1 :]]
            makes[perfume] = max(self._produce_value(perfume, pair) for pair in pairs), len(BASES) + 2
        return makes

    def best_produce(self, perfumes: Sequence[Perfume]) -> float:
        """The best of ``perfumes`` to make now (0 when none can be made)."""
        makes = self.makes()
        if not makes:
            return 0.0
        room = _TRACK_ROOM - sum(space.count for space in self.view.track)
        best = 0.0
        clients = self.view.clients
        for perfume in perfumes:
            made = makes.get(perfume)
            if made is not None and room >= made[1]:
                best = max(best, made[0] + self.client_make(perfume) if clients else made[0])
        return best

    def sell_value(self, perfume: Perfume, bonus: int) -> float:
        """Selling one ``perfume`` flask for ``bonus`` extra coins during the rounds (an open
        client who wants it adds a coin and a point)."""
        view = self.view
        value = (SALE_COINS[perfume] + bonus) * self.coin + SELLER_NUDGE
        if perfume in view.clients:
            value += CLIENT_COINS * self.coin + CLIENT_POINTS
        if perfume is view.fashion:
            value += FASHION_BONUS
        elif perfume is view.vanguard and view.round < ROUNDS:
            value -= NEXT_FASHION_HOLD
        return value

    def best_sale(self, bonus: int) -> float:
        if self.public.sales >= MAX_SALES:
            return 0.0
        return _largest([self.sell_value(p, bonus) for p, n in self.me.flasks if n], 0.0)

    def final_sale_value(self, perfume: Perfume) -> float:
        """Points a sale gains as the end-of-game free action (coins count in fives)."""
        coins = SALE_COINS[perfume]
        client = perfume in self.view.clients
        if client:
            coins += CLIENT_COINS
        steps = (self.coins + coins) // COINS_PER_POINT - self.coins // COINS_PER_POINT
        fashion = FASHION_BONUS if perfume is self.view.fashion else 0
        if client:
            fashion += CLIENT_POINTS
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
        bases = [gain[b] for b in BASES if b in on_track]
        essences = [gain[e] for e in ESSENCES if e in on_track]
        take_base = _largest(bases, 0.0) if bases else None
        take_essence = _largest(essences, 0.0) if essences else None
        values = [0.0]
        if self.coins:
            values += [v - self.coin for v in (take_base, take_essence) if v is not None]
        gives = [needs.loss(b) for i, b in enumerate(BASES) if stock[i]]
        give_base = _largest(gives, 0.0) if gives else None
        gives = [needs.loss(e) for i, e in _ESSENCE_ENTRIES if stock[i]]
        give_essence = _largest(gives, 0.0) if gives else None
        if give_base is not None and take_base is not None:
            values.append(give_base + take_base)
        if give_essence is not None:
            if take_essence is not None:
                values.append(give_essence + take_essence)
            pairs = [needs.two(b, b) for b in BASES if b in on_track]
            if pairs:
                values.append(give_essence + _largest(pairs, 0.0))
        if take_essence is not None:
            twos = [needs.loss(b, 2) for i, b in enumerate(BASES) if stock[i] >= 2]
            if twos:
                values.append(_largest(twos, 0.0) + take_essence)
        return _largest(values, 0.0)

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

    def location_scores(self, places: list[LocationView], offsets: list[float]) -> list[float]:
        """Per location in ``places``: its :meth:`location_value` plus its offset (e.g. minus
        the worker cost). Locations are valued from the highest :meth:`bounds` down; one whose
        bound plus offset falls short of the best score found scores that instead (below the
        best, so never chosen)."""
        bounds = self.bounds()
        scores = [bounds[_KINDS[place.id]] + offset for place, offset in zip(places, offsets)]
        # Highest bound first (the first of equal ones), picked one at a time: the loop
        # mostly stops after a few, so this costs less than sorting them all.
        waiting = scores.copy()
        best = -1e9
        for _ in range(len(waiting)):
            j = 0
            for k in range(1, len(waiting)):
                if waiting[k] > waiting[j]:
                    j = k
            if waiting[j] < best - _TIE:  # a location already valued waits at -inf
                break
            waiting[j] = -math.inf
            scores[j] = score = self.location_value(places[j]) + offsets[j]
            best = max(best, score)
        return scores

    def bounds(self) -> list[float]:
        """Per kind of location (``_KINDS``), at least what its effect is worth now (exact
        for the banks, sales, cards, Enfleurage and Grand Fair)."""
        bounds = self._bounds
        if bounds is None:
            makes = self.makes()
            if self.view.clients:
                produce = _largest([made[0] + self.client_make(p) for p, made in makes.items()], 0.0)
            else:
                produce = _largest([made[0] for made in makes.values()], 0.0)
            sale = self.best_sale(0)
            coin = self.coin
            collect = self.collect_bound()
            reach = self.reach_value()
            values = [produce, sale, sale + coin if sale else 0.0, self.master_perfumer_value(), 2 * coin, 3 * coin]
            values += [collect, self.two_best()[0] + 0.1 + self.needs.bound_extra, self.enfleurage_value()]
            values += [reach, collect - reach]
            values.append(_largest(values, 0.0))
            bounds = self._bounds = values
        return bounds

    def palace_value(self) -> float:
        """The best other location for the noble, at no cost."""
        noble = self.view.noble
        others = [p for p in self.view.locations if p.id is not LocationId.PALACE and p.id is not noble]
        return _largest([0.0, *self.location_scores(others, [0.0] * len(others))], 0.0)

    def square_value(self) -> float:
        """The best single piece on a space no pawn stands on."""
        occupied = self.geometry.occupied
        gain = self.needs.gain
        best = 0.0
        for space in self.view.track:
            if space.pieces and space.index not in occupied:
                for r, _ in space.pieces:
                    best = max(best, gain[r])
        return best

    def enfleurage_value(self) -> float:
        """The best essence on the track."""
        on_track = self.on_track()
        gain = self.needs.gain
        return _largest([0.0, *[gain[e] for e in ESSENCES if e in on_track]], 0.0)

    def shortcut_value(self) -> float:
        """Swapping the best pieces on the track onto the bot's next landing."""
        return _largest([_largest(values, 0.0) for _, values in self.landings()], 0.0) - self.reach_value()

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
        geometry = self.geometry
        return _largest([self.land_value(geometry.backward(pawn, steps)) for steps in (1, 2, 3)], 0.0)

    def alleyway_value(self) -> float:
        if self.public.pawn is None:
            return 0.0
        pawns = [s.pawn for s in self.view.seats if s.seat != self.seat and s.pawn is not None]
        return _largest([self.land_value(p) for p in pawns], 0.0)

    # --- placing and taking pieces ----------------------------------------------

    def deny_value(self, index: int, resource: Resource) -> float:
        """Taking ``resource`` from space ``index``: better where rivals land than where the bot does."""
        value = 0.3 * len(self.geometry.rivals(self.seat).get(index, ())) * _GENERIC[resource]
        if index in self.my_reach():
            value -= 0.3
        return value


_LOCATION_VALUES: Final[dict[LocationId, Callable[[_Ctx, LocationView], float]]] = {
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
_KINDS: Final[dict[LocationId, int]] = {
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
"""Per location, which of :meth:`_Ctx.bounds` bounds it: making a perfume, a sale,
a sale at the Château, the cards, the banks, a collection of up to two pieces, one piece
(or a trade), an essence, the bot's next landing, a better next landing, or the best of
these (Palace)."""

