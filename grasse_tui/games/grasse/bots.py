"""The greedy Grasse bot: one-step lookahead on what its own view shows.

The policy sees only a :class:`~grasse_tui.games.grasse.view.GrasseView` and the
legal actions (never the state) and scores every legal action; the best score
wins and ties are broken with the bot's own RNG, so a bot is deterministic
given its RNG. One :class:`_Ctx` is built per decision and caches what the
scores share (stock values, collection values, location values). A decision
with a single legal action is returned without looking at the view.

The heuristic:

* **Stock value.** ``_Ctx.stock_value`` plans perfumes greedily from the stock
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
  the worker cost.
* **Track.** A landing space is worth its best collection: two pieces on an
  own tile, one on a grey tile, one on an opponent's tile only when it is worth
  the coin plus a penalty for paying a rival. Resources owed to the track go
  where the bot's next move can pick up what it needs (best on its own tile)
  and away from spaces opponents reach next; resources taken from the track
  come from spaces opponents would reach.
* **End of game.** The free action makes the best perfume, else sells a flask
  when that gains points (fashion, a 5-coin step), else passes.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from itertools import combinations, count

from grasse_tui.core.rng import SeededRng
from grasse_tui.games.grasse.actions import (
    Collect,
    Deliver,
    DiscardWorker,
    Done,
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
    Criterion,
    Essence,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.view import GrasseView

Stock = tuple[int, ...]
"""Counts of the nine resources in ``content.RESOURCES`` order."""

# Enum members hash through a Python-level __hash__; the hot paths look
# resources up by object identity instead (members are singletons).
_INDEX: dict[int, int] = {id(r): i for i, r in enumerate(RESOURCES)}
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


_PLAN_CACHE_LIMIT = 100_000
_plan_cache: dict[tuple[int, Stock], float] = {}
"""Stock values shared across decisions, keyed by (plan signature id, stock)."""
_signatures: dict[tuple[object, ...], int] = {}
"""Plan signature (everything a stock value depends on besides the stock) -> id."""
_signature_ids = count()
"""Ids are never reused, so clearing both caches cannot mix up signatures."""


def _mask(indices: Sequence[int]) -> int:
    """The bit mask of a set of resource indices."""
    mask = 0
    for i in indices:
        mask |= 1 << i
    return mask


def _index(resource: Resource) -> int:
    return _INDEX[id(resource)]


def _generic(resource: Resource) -> float:
    """How much a piece helps an unknown opponent: essences are scarce."""
    return 1.0 if isinstance(resource, Essence) else 0.4


class _Ctx:
    """Everything one decision needs, derived once from the bot's own view."""

    def __init__(self, view: GrasseView) -> None:
        me = view.me
        if me is None:
            raise ValueError("a bot needs a seat's own view, not a spectator view")
        self.view = view
        self.seat = me.seat
        self.public = public = view.seats[me.seat]
        self.stock: Stock = tuple(n for _, n in me.resources)
        self.coins = me.coins
        self.flasks = me.flasks
        self.techniques: dict[Perfume, Base] = {c.perfume: c.base for c in public.techniques}
        self.contracts: frozenset[Perfume] = frozenset(c.perfume for c in public.contracts)
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
        self.occupied = frozenset(s.index for s in view.track if s.pawn is not None or s.golden)
        self.room = SPACE_CAPACITY * TRACK_SPACES - sum(s.count for s in view.track)
        firsts = {a.criterion: a.points[0] for a in view.awards}
        self.seller_award = firsts.get(Criterion.BEST_SELLER, 0)
        self.stock_award = firsts.get(Criterion.STOCKIST, 0)
        self.versatile = Criterion.VERSATILE in firsts
        self.produced = tuple(n for _, n in public.production)
        self.supply = tuple(n for _, n in view.flask_supply)
        self.points = tuple(self._points(k, p) for k, p in enumerate(PERFUMES))
        # (perfume index, how many more it may make, ingredients and their bit mask and
        # planning weight (Exotic: (), 0, chosen per stock), points per essence); counts are
        # clamped to what a stock could ever plan, so signatures repeat across turns.
        needs = [self.need(p) for p in PERFUMES]
        self._plans = tuple(
            (
                k,
                min(MAX_PRODUCED_PER_TYPE - self.produced[k], self.supply[k], PLAN_HORIZON),
                needs[k],
                _mask(needs[k]),
                _WEIGHT_OF[_mask(needs[k])] if needs[k] else _EXOTIC_WEIGHT,
                self.points[k] / (1 if p.is_classic else 2),
            )
            for k, p in enumerate(PERFUMES)
        )
        self._horizon = min(self.turns_after + 1, PLAN_HORIZON)
        signature = (self._plans, self.points, self._horizon, self.time)
        known = _signatures.get(signature)
        if known is None:
            known = _signatures[signature] = next(_signature_ids)
        self._signature = known
        self._singles: list[float | None] = [None] * len(RESOURCES)
        self._collect: dict[tuple[int, int, bool], float] = {}
        self._locations: dict[LocationId, float] = {}
        self.base_value = self.stock_value(self.stock)

    # --- perfumes on paper ---------------------------------------------------

    def _points(self, k: int, perfume: Perfume) -> float:
        """Points for making ``perfume`` now, plus the Versatile nudge."""
        points: float = PRODUCTION_POINTS[perfume]
        if perfume in self.contracts:
            points += CONTRACT_BONUS
        if perfume is self.view.vanguard:
            points += VANGUARD_BONUS
        if self.versatile and not self.produced[k]:
            points += VERSATILE_NUDGE
        return points

    def need(self, perfume: Perfume) -> tuple[int, ...]:
        """Resource indices a classic perfume takes with the bot's techniques (() for Exotic)."""
        essence = perfume.essence
        if essence is None:
            return ()
        saved = self.techniques.get(perfume)
        return (*(i for i, b in zip(_BASE_IDS, BASES) if b is not saved), _index(essence))

    @staticmethod
    def _exotic_need(stock: Sequence[int]) -> tuple[int, ...]:
        """The four bases plus the two most plentiful different essences."""
        first = second = -1
        for i in _ESSENCE_IDS:
            if first < 0 or stock[i] > stock[first]:
                first, second = i, first
            elif second < 0 or stock[i] > stock[second]:
                second = i
        return (*_BASE_IDS, first, second)

    def stock_value(self, stock: Stock) -> float:
        """Planned worth of ``stock`` in points (see the module docstring); memoised
        across decisions, since it depends only on the stock and the plan signature."""
        key = (self._signature, stock)
        cached = _plan_cache.get(key)
        if cached is not None:
            return cached
        left = list(stock)
        present = 0  # bit i set while resource i is held
        for i, n in enumerate(left):
            if n:
                present |= 1 << i
        made = [0] * len(PERFUMES)
        total = 0.0
        for _ in range(self._horizon):
            best_missing, best_ratio, best_k, best_weight = 99, 0.0, -1, 0
            best_need: tuple[int, ...] = ()
            for k, cap, need, mask, weight, ratio in self._plans:
                if made[k] >= cap:
                    continue
                if not need:
                    need = self._exotic_need(left)
                    mask = _mask(need)
                missing = _WEIGHT_OF[mask & ~present]
                if missing < best_missing or (missing == best_missing and ratio > best_ratio):
                    best_missing, best_ratio, best_k, best_need, best_weight = missing, ratio, k, need, weight
            if best_k < 0:
                break
            if best_missing:
                share = (best_weight - best_missing) / best_weight
                total += PARTIAL_SHARE * self.points[best_k] * share * self.time
                break
            total += COMPLETE_SHARE * self.points[best_k]
            made[best_k] += 1
            for i in best_need:
                left[i] -= 1
                if not left[i]:
                    present &= ~(1 << i)
        for i, n in enumerate(left):
            total += _LOOSE[i] * n
        if len(_plan_cache) >= _PLAN_CACHE_LIMIT:
            _plan_cache.clear()
            _signatures.clear()
        _plan_cache[key] = total
        return total

    def gain_ids(self, add: Sequence[int] = (), give: Sequence[int] = ()) -> float:
        """What taking resources ``add`` and handing in ``give`` (indices) changes the stock's worth by."""
        stock = list(self.stock)
        for i in add:
            stock[i] += 1
        for i in give:
            stock[i] -= 1
        return self.stock_value(tuple(stock)) - self.base_value

    def gain1(self, index: int) -> float:
        """What one more resource ``index`` is worth (cached)."""
        value = self._singles[index]
        if value is None:
            value = self._singles[index] = self.gain_ids((index,))
        return value

    def gain(self, add: Sequence[Resource] = (), give: Sequence[Resource] = ()) -> float:
        """:meth:`gain_ids` for resources."""
        return self.gain_ids([_index(r) for r in add], [_index(r) for r in give])

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
        return PRODUCE_BONUS + self.points[k] + 0.25 * (self.gain_ids(give=give) + self.base_value)

    def can_make(self, perfume: Perfume) -> list[tuple[Essence, ...]]:
        """Essence choices that make ``perfume`` now, as the rules allow it."""
        k = PERFUMES.index(perfume)
        if not self.supply[k] or self.produced[k] >= MAX_PRODUCED_PER_TYPE:
            return []
        stock = self.stock
        if k == _EXOTIC:
            if self.room < 6 or not all(stock[i] for i in _BASE_IDS):
                return []
            return list(combinations([e for i, e in zip(_ESSENCE_IDS, ESSENCES) if stock[i]], 2))
        need = self.need(perfume)
        if self.room >= len(need) and all(stock[i] for i in need):
            essence = perfume.essence
            assert essence is not None
            return [(essence,)]
        return []

    def best_produce(self, perfumes: Sequence[Perfume]) -> float:
        return max((self.produce_value(p, e) for p in perfumes for e in self.can_make(p)), default=0.0)

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
            if card.perfume in self.techniques:
                return 0.0
            return TECHNIQUE_SHARE * self.expected_flasks(card.perfume)
        if card.perfume in self.contracts:
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
        return [tuple((_index(r), n) for r, n in s.pieces) for s in self.view.track]

    @cached_property
    def my_reach(self) -> tuple[int, int]:
        """The spaces the bot's own next move (1 or 2) lands on."""
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
        who = 0 if golden or owner is None else (1 if owner == self.seat else 2)
        key = (source, who, golden)
        cached = self._collect.get(key)
        if cached is not None:
            return cached
        pieces = self.pieces[source]
        best = max((self.gain1(i) for i, _ in pieces), default=0.0)
        if who == 1:
            for j, (a, n) in enumerate(pieces):
                for b, _ in pieces[j:]:
                    if a != b or n >= 2:
                        best = max(best, self.gain_ids((a, b)))
        elif who == 2:
            best = best - self.coin - RIVAL_PENALTY if self.coins else 0.0
        value = max(best, 0.0)
        self._collect[key] = value
        return value

    def land_value(self, index: int) -> float:
        """Worth of landing on space ``index`` and collecting there."""
        return self.collect_value(index, self.view.track[index].owner)

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
            return self.best_produce(next(loc.perfumes for loc in view.locations if loc.id is location))
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
            return max((self.market_value(give, take) for give, take in self.market_moves()), default=0.0)
        if location is LocationId.ENFLEURAGE:
            held = {i for pieces in self.pieces for i, _ in pieces if i in _ESSENCE_IDS}
            return max((self.gain1(i) for i in held), default=0.0)
        if location is LocationId.PALACE:
            others = [
                loc.id
                for loc in view.locations
                if loc.id is not LocationId.PALACE and loc.id is not view.noble
            ]
            return max((self.location_value(loc) for loc in others), default=0.0)
        if location is LocationId.SQUARE:
            free = [i for i in range(TRACK_SPACES) if i not in self.occupied]
            return max((self.collect_value(i, None, golden=True) for i in free), default=0.0)
        if location is LocationId.SHORTCUT:
            best = max(
                self.collect_value(source, view.track[i].owner)
                for i in self.my_reach
                for source in range(TRACK_SPACES)
            )
            return best - self.reach_value
        if location is LocationId.CITY_HALL:
            free = [i for i in range(TRACK_SPACES) if i not in self.occupied]
            if not any(view.track[i].owner == self.seat for i in free):
                return 0.0
            return max(
                (self.collect_value(i, self.seat) - self.reach_value for i in self.my_reach if i in free),
                default=0.0,
            )
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

    def market_moves(self) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """(give, take) resource indices of every Market trade and purchase (buys give nothing)."""
        stock = self.stock
        on_track = {i for pieces in self.pieces for i, _ in pieces}
        two = {i for pieces in self.pieces for i, n in pieces if n >= 2}
        moves: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        for base in _BASE_IDS:
            if stock[base] >= 2:
                moves += [((base, base), (e,)) for e in _ESSENCE_IDS if e in on_track]
            if stock[base]:
                moves += [((base,), (b,)) for b in _BASE_IDS if b != base and b in on_track]
        for essence in _ESSENCE_IDS:
            if stock[essence]:
                moves += [((essence,), (b, b)) for b in _BASE_IDS if b in two]
                moves += [((essence,), (e,)) for e in _ESSENCE_IDS if e != essence and e in on_track]
        if self.coins:
            moves += [((), (i,)) for i in range(len(RESOURCES)) if i in on_track]
        return moves

    def market_value(self, give: Sequence[int], take: Sequence[int]) -> float:
        """A Market trade (or, with nothing given, a 1-coin purchase) in resource indices."""
        if not give:
            return self.gain1(take[0]) - self.coin
        return self.gain_ids(take, give)

    def swap_cubes_value(self, a: int, b: int) -> float:
        """Shortcut: gain at the bot's next landing spaces if spaces ``a`` and ``b`` swap pieces."""
        track = self.view.track
        after = max(
            self.collect_value(b if i == a else a if i == b else i, track[i].owner) for i in self.my_reach
        )
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
            value += 0.8 * share * max(self.gain1(_index(resource)), 0.0)
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
    """The worth of one legal action (higher is better)."""
    view = ctx.view
    match action:
        case PlaceWorker(location=location):
            cost = next(loc.cost for loc in view.locations if loc.id is location)
            return ctx.location_value(location) - cost * ctx.coin
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
        case MoveNoble(location=location):
            return ctx.location_value(location)
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
    raise TypeError(f"not a Grasse action: {action!r}")


def greedy_policy(view: GrasseView, legal: Sequence[GrasseAction], rng: SeededRng) -> GrasseAction:
    """The legal action the greedy heuristic scores best (ties broken by ``rng``).

    ``view`` must be the acting seat's own view. Raises IndexError when
    ``legal`` is empty and ValueError for a spectator view.
    """
    if len(legal) == 1:
        return legal[0]
    ctx = _Ctx(view)
    scored = [(_score(ctx, action), action) for action in legal]
    best = max(score for score, _ in scored)
    ties = [action for score, action in scored if score >= best - 1e-9]
    return ties[0] if len(ties) == 1 else rng.choice(ties)
