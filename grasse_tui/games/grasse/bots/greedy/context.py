"""One decision: :class:`Context`, everything a decision needs derived once from the
bot's own view, and what it values (landings and collections, deliveries, perfumes,
sales, cards, the Market, every location's effect with its cheap upper bound, taking
pieces), with the per-location tables it dispatches through."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import cached_property
from typing import Final

from grasse_tui.games.grasse.bots.greedy.needs import Memory, Needs, own
from grasse_tui.games.grasse.bots.greedy.plan import Plan
from grasse_tui.games.grasse.bots.greedy.track import Geometry
from grasse_tui.games.grasse.bots.greedy.weights import (
    CLIENT_MAKE_SHARE,
    COIN_FLOOR,
    GENERIC,
    NEXT_FASHION_HOLD,
    RIVAL_PENALTY,
    SELLER_NUDGE,
    SPECULATIVE_CARD,
    TECHNIQUE_SHARE,
    TIE,
)
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
    ROUNDS,
    SALE_COINS,
    SPACE_CAPACITY,
    TRACK_SPACES,
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

TRACK_ROOM: Final = SPACE_CAPACITY * TRACK_SPACES
"""How many pieces the track holds at most."""


class Context:
    """Everything one decision needs, derived once from the bot's own view (and the
    plans and need weights the bot keeps in ``memory``).

    ``kept``: weigh the stock as it will be once every resource owed to the track is
    delivered (a run of deliveries then shares one set of need weights). Raises
    ValueError for a spectator view.
    """

    def __init__(self, view: GrasseView, memory: Memory, kept: bool = False) -> None:
        self.view = view
        self.me = me = own(view)
        self.seat = me.seat
        self.public = public = view.seats[me.seat]
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
        """What a coin is worth now: more while the bot is short of them and has turns to spend them."""
        self.needs: Needs = memory.needs(view, turns_after, kept)
        self.limit = view.events.collect_limit if view.events is not None else None
        """How many pieces a pawn's stop yields this round, when a round event says (else None)."""
        self._lands: dict[int, float] = {}
        self._locations: dict[LocationId, float] = {}

    @property
    def plan(self) -> Plan:
        return self.needs.plan

    @property
    def time(self) -> float:
        return min(1.0, self.turns_after / 3)

    @cached_property
    def geometry(self) -> Geometry:
        return Geometry(self.view)

    @cached_property
    def my_reach(self) -> tuple[int, int]:
        """The spaces the bot's own next move (1 or 2) lands on."""
        return self.geometry.reach(self.public.pawn)

    @cached_property
    def rivals(self) -> dict[int, list[int]]:
        """Space -> the other seats whose next move can land there."""
        return self.geometry.rivals(self.seat)

    @cached_property
    def on_track(self) -> frozenset[Resource]:
        """The resources lying anywhere on the track."""
        return frozenset(r for space in self.view.track for r, _ in space.pieces)

    @cached_property
    def two_best(self) -> tuple[float, float]:
        """The two best gains (at least 0) among the resources on the track."""
        gains = sorted((self.needs.gain[r] for r in self.on_track), reverse=True)
        first, second = [*gains, 0.0, 0.0][:2]
        return max(first, 0.0), max(second, 0.0)

    @property
    def collect_bound(self) -> float:
        """At least what any collection or trade adds: the two best gains on the track (a
        second piece of a kind adds at most 0.1) and the bonus of a completing pair."""
        first, second = self.two_best
        needs = self.needs
        return first + max(second, 0.1) + max(needs.pair_bonus, 0.0) + needs.bound_extra

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

    @cached_property
    def landings(self) -> dict[int, list[float]]:
        """Per space of the bot's next move: the worth of landing there if it held the pieces
        of each space in turn (Shortcut's swaps)."""
        track = self.view.track
        return {i: [self.collect_value(space, track[i].owner) for space in track] for i in set(self.my_reach)}

    @cached_property
    def reach_value(self) -> float:
        """The best landing within the bot's next move."""
        return max(self.land_value(index) for index in self.my_reach)

    def delivery_value(self, index: int) -> float:
        """Where to put the next resource owed: a little on the bot's own tiles, on its next
        landings (unless the game is over) a share of what the piece is worth to it (2 on
        its tile, 1 on a grey one, 0.3 on a rival's), and away from where rivals land (2 on
        their tile, 1 on a grey one, 0.5 on another's, of the piece's generic worth)."""
        resource = self.view.step.pending[0]
        owner = self.view.track[index].owner
        mine = 0.0
        if not self.view.step.final and index in self.my_reach:
            mine = 2.0 if owner == self.seat else 1.0 if owner is None else 0.3
        rivals = sum(2.0 if owner == rival else 1.0 if owner is None else 0.5 for rival in self.rivals.get(index, ()))
        wanted = 0.8 * max(self.needs.gain[resource], 0.0)
        generic = 0.5 * GENERIC[resource]
        return (0.1 if owner == self.seat else 0.0) + mine * wanted - rivals * generic

    # --- perfumes, sales and cards ----------------------------------------------

    def produce_value(self, perfume: Perfume, essences: tuple[Essence, ...]) -> float:
        """Making ``perfume`` now (:meth:`.Needs.make_value`), and a client who wants it."""
        value = self.needs.make_value(perfume, essences)
        if self.view.clients:
            value += self.client_make(perfume)
        return value

    def client_make(self, perfume: Perfume) -> float:
        """A share of an open client's point and coin for making the ``perfume`` it wants,
        while the bot has a turn and a sale left to serve it and holds no such flask yet."""
        if perfume not in self.view.clients or self.turns_after < 1 or self.public.sales >= MAX_SALES:
            return 0.0
        if dict(self.me.flasks)[perfume]:
            return 0.0
        return CLIENT_MAKE_SHARE * (CLIENT_POINTS + CLIENT_COINS * self.coin)

    def best_produce(self, perfumes: tuple[Perfume, ...]) -> float:
        """The best of ``perfumes`` to make now (0 when none can be made or the track has no
        room for the pieces handed in)."""
        makes = self.needs.makes
        room = TRACK_ROOM - sum(space.count for space in self.view.track)
        values = [
            made.value + self.client_make(perfume) if self.view.clients else made.value
            for perfume in perfumes
            if (made := makes.get(perfume)) is not None and room >= made.pieces
        ]
        return max([0.0, *values])

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
        """The best flask to sell for ``bonus`` extra coins (0: no sale left or no flask)."""
        if self.public.sales >= MAX_SALES:
            return 0.0
        return max((self.sell_value(p, bonus) for p, n in self.me.flasks if n), default=0.0)

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
        if perfume in (plan.saved if technique else plan.contracts):
            return 0.0
        essence = perfume.essence
        assert essence is not None, "cards are for classic perfumes"
        flasks = min(2.0, self.needs.stock[essence] + SPECULATIVE_CARD * min(1.0, self.turns_after / 6))
        return (TECHNIQUE_SHARE if technique else CONTRACT_BONUS) * flasks

    def master_perfumer_value(self) -> float:
        """The two best open cards (see :meth:`_card`)."""
        view = self.view
        values = [self._card(c.perfume, True) for c in view.technique_row]
        values += [self._card(c.perfume, False) for c in view.contract_row]
        second, first = sorted([0.0, 0.0, *values])[-2:]
        return first + second

    def market_value(self) -> float:
        """The best Market trade or purchase, valued by the need weights (0: none)."""
        needs = self.needs
        gain, stock = needs.gain, needs.stock
        on_track = self.on_track
        take_base = max((gain[b] for b in BASES if b in on_track), default=None)
        take_essence = max((gain[e] for e in ESSENCES if e in on_track), default=None)
        give_base = max((needs.loss(b) for b in BASES if stock[b]), default=None)
        give_essence = max((needs.loss(e) for e in ESSENCES if stock[e]), default=None)
        values = [0.0]
        if self.coins:
            values += [take - self.coin for take in (take_base, take_essence) if take is not None]
        if give_base is not None and take_base is not None:
            values.append(give_base + take_base)
        if give_essence is not None:
            if take_essence is not None:
                values.append(give_essence + take_essence)
            two_bases = [needs.two(b, b) for b in BASES if b in on_track]
            if two_bases:
                values.append(give_essence + max(two_bases))
        if take_essence is not None:
            two_given = [needs.loss(b, 2) for b in BASES if stock[b] >= 2]
            if two_given:
                values.append(max(two_given) + take_essence)
        return max(values)

    # --- locations ------------------------------------------------------------

    def location_value(self, place: LocationView) -> float:
        """Worth of carrying out ``place``'s effect now, before any worker cost."""
        value = self._locations.get(place.id)
        if value is None:
            value = self._locations[place.id] = LOCATION_VALUES[place.id](self, place)
        return value

    def location_scores(self, offsets: Mapping[LocationId, float]) -> dict[LocationId, float]:
        """Per location in ``offsets``: its :meth:`location_value` plus its offset (e.g. minus
        the worker cost). Locations are valued from the highest :attr:`bounds` down (board
        order among equal ones); one whose bound plus offset falls short of the best score
        found scores that instead (below the best, so never chosen)."""
        places = [place for place in self.view.locations if place.id in offsets]
        scores = {place.id: self.bounds[BOUND_OF[place.id]] + offsets[place.id] for place in places}
        best = -math.inf
        for place in sorted(places, key=lambda place: -scores[place.id]):
            if scores[place.id] < best - TIE:
                break
            scores[place.id] = score = self.location_value(place) + offsets[place.id]
            best = max(best, score)
        return scores

    @cached_property
    def bounds(self) -> dict[str, float]:
        """Per kind of location (:data:`BOUND_OF`), at least what its effect is worth now
        (exact for the banks, sales, cards, Enfleurage and Grand Fair)."""
        if self.view.clients:
            makes = [made.value + self.client_make(perfume) for perfume, made in self.needs.makes.items()]
        else:
            makes = [made.value for made in self.needs.makes.values()]
        sale = self.best_sale(0)
        coin = self.coin
        collect = self.collect_bound
        reach = self.reach_value
        bounds = {
            "produce": max(makes, default=0.0),
            "sale": sale,
            "chateau": sale + coin if sale else 0.0,
            "cards": self.master_perfumer_value(),
            "bank": 2 * coin,
            "royal bank": 3 * coin,
            "collection": collect,
            "one piece": self.two_best[0] + 0.1 + self.needs.bound_extra,
            "essence": self.enfleurage_value(),
            "landing": reach,
            "better landing": collect - reach,
        }
        bounds["any"] = max(bounds.values())
        return bounds

    def produce_at(self, place: LocationView) -> float:
        """The best perfume to make at a factory or La Grande Usine (0: none)."""
        return self.best_produce(place.perfumes)

    def palace_value(self) -> float:
        """The best other location for the noble, at no cost."""
        noble = self.view.noble
        others = [p.id for p in self.view.locations if p.id is not LocationId.PALACE and p.id is not noble]
        return max([0.0, *self.location_scores(dict.fromkeys(others, 0.0)).values()])

    def square_value(self) -> float:
        """The best single piece on a space no pawn stands on."""
        occupied = self.geometry.occupied
        gain = self.needs.gain
        free = [space for space in self.view.track if space.index not in occupied]
        return max([0.0, *(gain[r] for space in free for r, _ in space.pieces)])

    def enfleurage_value(self) -> float:
        """The best essence on the track."""
        gain = self.needs.gain
        return max([0.0, *(gain[e] for e in ESSENCES if e in self.on_track)])

    def shortcut_value(self) -> float:
        """Swapping the best pieces on the track onto the bot's next landing."""
        return max(max(values) for values in self.landings.values()) - self.reach_value

    def city_hall_value(self) -> float:
        """Swapping a tile of the bot's onto its next landing."""
        occupied = self.geometry.occupied
        track = self.view.track
        if not any(s.owner == self.seat and s.index not in occupied for s in track):
            return 0.0
        best = max(self.collect_value(track[index], self.seat) for index in self.my_reach)
        return best - self.reach_value

    def alley_value(self) -> float:
        """The best landing 1, 2 or 3 free spaces back."""
        pawn = self.public.pawn
        if pawn is None:
            return 0.0
        return max(self.land_value(self.geometry.backward(pawn, steps)) for steps in (1, 2, 3))

    def alleyway_value(self) -> float:
        """The best space another pawn stands on."""
        if self.public.pawn is None:
            return 0.0
        pawns = [s.pawn for s in self.view.seats if s.seat != self.seat and s.pawn is not None]
        return max((self.land_value(pawn) for pawn in pawns), default=0.0)

    # --- taking pieces ----------------------------------------------

    def deny_value(self, index: int, resource: Resource) -> float:
        """Taking ``resource`` from space ``index``: better where rivals land than where the bot does."""
        value = 0.3 * len(self.rivals.get(index, ())) * GENERIC[resource]
        if index in self.my_reach:
            value -= 0.3
        return value


LOCATION_VALUES: Final[dict[LocationId, Callable[[Context, LocationView], float]]] = {
    LocationId.FACTORY_1: Context.produce_at,
    LocationId.FACTORY_2: Context.produce_at,
    LocationId.FACTORY_3: Context.produce_at,
    LocationId.GRANDE_USINE: Context.produce_at,
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
    LocationId.GRAND_FAIR: lambda ctx, _: ctx.reach_value,
    LocationId.ALLEY: lambda ctx, _: ctx.alley_value(),
    LocationId.ALLEYWAY: lambda ctx, _: ctx.alleyway_value(),
}
"""Per location: the worth of its effect now (:meth:`Context.location_value`)."""

BOUND_OF: Final[dict[LocationId, str]] = {
    LocationId.FACTORY_1: "produce",
    LocationId.FACTORY_2: "produce",
    LocationId.FACTORY_3: "produce",
    LocationId.GRANDE_USINE: "produce",
    LocationId.PERFUMERY: "sale",
    LocationId.CHATEAU: "chateau",
    LocationId.MASTER_PERFUMER: "cards",
    LocationId.BANK: "bank",
    LocationId.ROYAL_BANK: "royal bank",
    LocationId.ALLEY: "collection",
    LocationId.ALLEYWAY: "collection",
    LocationId.MARKET: "one piece",
    LocationId.SQUARE: "one piece",
    LocationId.ENFLEURAGE: "essence",
    LocationId.GRAND_FAIR: "landing",
    LocationId.SHORTCUT: "better landing",
    LocationId.CITY_HALL: "better landing",
    LocationId.PALACE: "any",
}
"""Per location, which of :attr:`Context.bounds` bounds it: making a perfume, a sale, a
sale at the Château, the cards, the banks, a collection of up to two pieces, one piece
(or a trade), an essence, the bot's next landing, a better next landing, or the best of
these (Palace)."""
