"""Location effects (rulebook "Locations and Effects"): one function per location.

Each location has an *options* function listing the effect's first (or next)
decision for the seat, and the actions it lists are resolved by
:func:`apply_effect`. Resolving returns the next sub-step of the same effect,
or None when the effect is finished; :mod:`turns` decides what follows.
Coin movements honour ruling G8 (the bank pays what it has).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Final

from grasse_tui.games.grasse.rules.actions import (
    GrasseAction,
    MarketBuy,
    MarketTrade,
    MoveNoble,
    MovePawn,
    MovePawnBack,
    PlaceGoldenPawn,
    Produce,
    RefreshRow,
    Sell,
    SwapCubes,
    SwapPawns,
    SwapTiles,
    TakeCard,
    TakeFromSpace,
)
from grasse_tui.games.grasse.rules.clients import serve_client
from grasse_tui.games.grasse.rules.content import (
    BANK_COINS,
    BASES,
    CHATEAU_BONUS,
    CLIENT_COINS,
    CLIENT_POINTS,
    CONTRACT_BONUS,
    ESSENCES,
    FASHION_BONUS,
    MAX_PRODUCED_PER_TYPE,
    MAX_SALES,
    PERFUME_ESSENCE,
    PERFUMES,
    PIERRE_NAME,
    PRODUCTION_POINTS,
    RESOURCES,
    ROW_SIZE,
    ROYAL_BANK_COINS,
    SALE_COINS,
    TRACK_SPACES,
    VANGUARD_BONUS,
    Card,
    CardRow,
    ContractCard,
    Essence,
    EventId,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.recipes import ingredients
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind
from grasse_tui.games.grasse.rules.track import (
    backward_target,
    forward_target,
    occupied,
    pieces_text,
    room,
    set_golden,
    set_pawn,
    swap_pieces,
    swap_tiles,
    take_piece,
    track_total,
)

# --- coins and points -------------------------------------------------------


def gain_coins(state: GrasseState, seat: int, amount: int) -> int:
    """The bank pays ``seat`` up to ``amount`` coins (what it has, ruling G8); returns what was paid."""
    paid = min(amount, state.bank)
    state.bank -= paid
    state.seats[seat].coins += paid
    state.touch_private(seat)
    return paid


def pay_seat(state: GrasseState, payer: int, payee: int, amount: int) -> None:
    """``payer`` pays ``amount`` coins to ``payee`` (collecting from its tile; the caller
    checked it can)."""
    state.seats[payer].coins -= amount
    state.seats[payee].coins += amount
    state.touch_private(payer)
    state.touch_private(payee)


def pay_bank(state: GrasseState, seat: int, amount: int) -> None:
    """``seat`` pays ``amount`` coins to the bank (the caller checked it can)."""
    state.seats[seat].coins -= amount
    state.bank += amount
    state.touch_private(seat)


def score(state: GrasseState, seat: int, points: int, *, sale: bool = False, client: bool = False) -> None:
    """Move ``seat``'s points marker up ``points``; it lands on top of any marker there (G9).

    ``sale`` books them as fashion-sale points, ``client`` as client points.
    """
    if not points:
        return
    record = state.seats[seat]
    if client:
        record.client_points += points
    elif sale:
        record.sales_points += points
    else:
        record.production_points += points
    record.arrival = state.arrivals
    state.arrivals += 1
    state.touch_seat(seat)


def coins_word(amount: int) -> str:
    return f"{amount} coin" if amount == 1 else f"{amount} coins"


def with_article(word: str) -> str:
    """``"a Floral"``, ``"an Exotic"``: ``word`` after the indefinite article its first letter takes."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def actor(state: GrasseState, seat: int) -> str:
    """Who does something, as a log line starts: ``"Pierre"`` for the solo automaton
    (his lines always start with his bare name), else the seat's label ``"Ann (R)"``."""
    return PIERRE_NAME if seat == state.pierre else state.seat_label(seat)


def purse(state: GrasseState, *seats: int) -> dict[int, str]:
    """Private log text telling each of ``seats`` its own coins after a payment."""
    return {seat: f"(You now have {coins_word(state.seats[seat].coins)}.)" for seat in seats}


# --- production and sale (Factories, La Grande Usine, Perfumery, Château, G13) ---


def recipe(state: GrasseState, seat: int, perfume: Perfume, essences: tuple[Essence, ...]) -> list[Resource]:
    """Resources ``seat`` hands in to make ``perfume`` with ``essences`` (ruling G4).

    Classic: the four bases less the one its technique card for that type saves,
    plus its essence. Exotic: the four bases plus the two chosen essences.
    """
    return list(ingredients(perfume, essences, state.seats[seat].techniques))


def production_points(state: GrasseState, seat: int, perfume: Perfume) -> int:
    """Points for making ``perfume`` now: 2 (Exotic 3), +1 contract, +1 vanguard."""
    points = PRODUCTION_POINTS[perfume]
    if any(c.perfume is perfume for c in state.seats[seat].contracts):
        points += CONTRACT_BONUS
    if perfume is state.vanguard:
        points += VANGUARD_BONUS
    return points


def produce_options(state: GrasseState, seat: int, perfumes: tuple[Perfume, ...]) -> list[Produce]:
    """Perfumes ``seat`` can make now among ``perfumes``.

    Needs a flask left in the supply, fewer than 5 of that type made, the
    ingredients behind the screen, and room on the track for them.
    """
    record = state.seats[seat]
    stock = record.stock
    free = room(state)
    options: list[Produce] = []
    saved = {c.perfume: c.base for c in record.techniques}
    for perfume in perfumes:
        if not state.flask_supply[perfume] or record.produced[perfume] >= MAX_PRODUCED_PER_TYPE:
            continue
        if perfume is Perfume.EXOTIC:
            if free < 6 or not all(stock[b] for b in BASES):
                continue
            held = [e for e in ESSENCES if stock[e]]
            options += [Produce(perfume, pair) for pair in combinations(held, 2)]
            continue
        essence = PERFUME_ESSENCE[perfume]
        if not stock[essence]:
            continue
        skipped = saved.get(perfume)
        needed = [b for b in BASES if b is not skipped]
        if free > len(needed) and all(stock[b] for b in needed):
            options.append(Produce(perfume, (essence,)))
    return options


def produce(state: GrasseState, seat: int, perfume: Perfume, essences: tuple[Essence, ...]) -> list[Resource]:
    """Make one flask: take it from the supply, score, mark the production track.

    Returns the resources now owed to the track; they stay in the seat's stock
    until each is delivered.
    """
    record = state.seats[seat]
    points = production_points(state, seat, perfume)
    state.flask_supply[perfume] -= 1
    record.flasks[perfume] += 1
    record.produced[perfume] += 1
    state.touch_board()
    state.touch_private(seat)
    state.touch_seat(seat)
    score(state, seat, points)
    owed = recipe(state, seat, perfume, essences)
    state.add_log(
        f"{actor(state, seat)} makes {with_article(perfume.label)} perfume (+{points} points) "
        f"from {', '.join(r.value for r in owed)}.",
        seat,
    )
    return owed


def sell_options(state: GrasseState, seat: int) -> list[Sell]:
    """Flasks ``seat`` can sell now (it holds one; fewer than 5 sales made)."""
    record = state.seats[seat]
    if record.sales >= MAX_SALES:
        return []
    return [Sell(p) for p in PERFUMES if record.flasks[p]]


def sale_value(state: GrasseState, perfume: Perfume, bonus: int) -> tuple[int, int]:
    """(coins, points) for selling ``perfume`` with ``bonus`` extra coins (Château),
    an open client's coin and point included (Important Clients)."""
    coins, points = SALE_COINS[perfume] + bonus, FASHION_BONUS if perfume is state.fashion else 0
    if perfume in state.clients:
        coins, points = coins + CLIENT_COINS, points + CLIENT_POINTS
    return coins, points


def sell(state: GrasseState, seat: int, perfume: Perfume, bonus: int) -> None:
    """Sell one flask: back to the supply, coins (+``bonus``), fashion point, sales
    track; an open client wanting ``perfume`` adds its coin and point and leaves
    (Important Clients, ruling G22)."""
    record = state.seats[seat]
    client = perfume in state.clients
    coins, points = sale_value(state, perfume, bonus)
    record.flasks[perfume] -= 1
    state.flask_supply[perfume] += 1
    record.sales += 1
    state.touch_board()
    state.touch_private(seat)
    state.touch_seat(seat)
    paid = gain_coins(state, seat, coins)
    if client:
        serve_client(state, perfume)
        score(state, seat, CLIENT_POINTS, client=True)
        points -= CLIENT_POINTS
    score(state, seat, points, sale=True)
    extra = f" and {points} point" if points else ""
    served = f"; the {perfume.label} client is served (+{CLIENT_POINTS} point) and leaves" if client else ""
    state.add_log(
        f"{actor(state, seat)} sells {with_article(perfume.label)} perfume for {coins_word(paid)}{extra}{served}.",
        seat,
        purse(state, seat),
    )


def doubled(state: GrasseState, location: LocationId | None) -> bool:
    """True when this round's event lets one action at ``location`` sell (Perfumery,
    Château) or make (a Factory, La Grande Usine) a second flask (Events)."""
    if not state.events_now or location is None:
        return False
    if location is LocationId.PERFUMERY or location is LocationId.CHATEAU:
        return EventId.DOUBLE_SALE in state.events_now
    if location.is_factory or location is LocationId.GRANDE_USINE:
        return EventId.DOUBLE_PRODUCTION in state.events_now
    return False


def _factory_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    assert step.location is not None
    return list(produce_options(state, step.seat, state.factories[step.location]))


def _usine_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    return list(produce_options(state, step.seat, PERFUMES))


def _sell_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    return list(sell_options(state, step.seat))


# --- Master Perfumer (ruling G12) --------------------------------------------


def can_hold(state: GrasseState, seat: int, card: Card) -> bool:
    """A seat holds at most one technique and one contract card per perfume type."""
    record = state.seats[seat]
    held: list[TechniqueCard] | list[ContractCard] = (
        record.techniques if isinstance(card, TechniqueCard) else record.contracts
    )
    return all(c.perfume is not card.perfume for c in held)


def draw_card(state: GrasseState, row: CardRow) -> Card | None:
    """The top card of ``row``'s deck, reshuffling its discards into a new deck when empty."""
    deck = state.decks[row]
    if not deck and state.discards[row]:
        deck.extend(state.discards[row])
        state.discards[row].clear()
        state.rng.shuffle(deck)
    if not deck:
        return None
    state.revealed = True
    return deck.pop()


def refresh_row(state: GrasseState, seat: int, row: CardRow) -> None:
    """Discard ``row``'s open cards and open new ones, three at a time, until ``seat``
    can take one or the deck runs out after one reshuffle of the discards (G12)."""
    deck, discards, open_cards = state.decks[row], state.discards[row], state.rows[row]
    reshuffled = False
    state.revealed = True
    state.touch_board()
    while True:
        discards.extend(open_cards)
        open_cards.clear()
        while len(open_cards) < ROW_SIZE:
            if not deck and discards and not reshuffled:
                deck.extend(discards)
                discards.clear()
                state.rng.shuffle(deck)
                reshuffled = True
            if not deck:
                break
            open_cards.append(deck.pop())
        if any(can_hold(state, seat, c) for c in open_cards) or (not deck and (reshuffled or not discards)):
            return


def _master_perfumer_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    seat = step.seat
    options: list[GrasseAction] = []
    for row, open_cards in state.rows.items():
        takeable = [TakeCard(row, i) for i, card in enumerate(open_cards) if can_hold(state, seat, card)]
        if takeable:
            options += takeable
        elif any(can_hold(state, seat, c) for c in (*state.decks[row], *state.discards[row])):
            options.append(RefreshRow(row))
    return options


def take_card(state: GrasseState, seat: int, row: CardRow, index: int) -> Card:
    """``seat`` takes the open card at ``index``; the gap is refilled from the deck."""
    open_cards = state.rows[row]
    card = open_cards[index]
    record = state.seats[seat]
    if isinstance(card, TechniqueCard):
        record.techniques.append(card)
    else:
        record.contracts.append(card)
    state.touch_seat(seat)
    state.touch_board()
    replacement = draw_card(state, row)
    if replacement is None:
        del open_cards[index]
    else:
        open_cards[index] = replacement
    state.add_log(f"{actor(state, seat)} takes {card.label}.", seat)
    return card


# --- City Hall, Market ------------------------------------------------------


def _city_hall_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    seat = step.seat
    taken = occupied(state)
    free = [i for i in range(TRACK_SPACES) if i not in taken]
    mine = [i for i in free if state.track[i].owner == seat]
    return [SwapTiles(a, b) for a in mine for b in free if state.track[b].owner != seat]


def _market_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    record = state.seats[step.seat]
    stock = record.stock
    on_track = {r: track_total(state, r) for r in RESOURCES}
    free = room(state)
    options: list[GrasseAction] = []
    for base in BASES:
        if stock[base] >= 2 and free >= 2:
            options += [MarketTrade((base, base), (e,)) for e in ESSENCES if on_track[e]]
    for essence in ESSENCES:
        if stock[essence] and free >= 1:
            options += [MarketTrade((essence,), (b, b)) for b in BASES if on_track[b] >= 2]
    for base in BASES:
        if stock[base] and free >= 1:
            options += [MarketTrade((base,), (b,)) for b in BASES if b is not base and on_track[b]]
    for essence in ESSENCES:
        if stock[essence] and free >= 1:
            options += [MarketTrade((essence,), (e,)) for e in ESSENCES if e is not essence and on_track[e]]
    if record.coins:
        options += [MarketBuy(r) for r in RESOURCES if on_track[r]]
    return options


def take_options(state: GrasseState, resource: Resource) -> list[TakeFromSpace]:
    """One :class:`TakeFromSpace` per space holding ``resource``."""
    return [TakeFromSpace(i, resource) for i, space in enumerate(state.track) if space.pieces[resource]]


# --- Palace and the track tiles ---------------------------------------------


def _palace_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    """Where the noble may go, in board order (``state.locations``)."""
    return [MoveNoble(loc) for loc in state.locations if loc is not LocationId.PALACE and loc is not state.noble]


def _alley_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    return [MovePawnBack(steps) for steps in (1, 2, 3)] if state.seats[step.seat].pawn is not None else []


def _alleyway_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    if state.seats[step.seat].pawn is None:
        return []
    return [SwapPawns(s) for s, record in enumerate(state.seats) if s != step.seat and record.pawn is not None]


def _grand_fair_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    return [MovePawn(1), MovePawn(2)]


def _enfleurage_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    return [TakeFromSpace(i, e) for i, space in enumerate(state.track) for e in ESSENCES if space.pieces[e]]


def _square_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    taken = occupied(state)
    return [PlaceGoldenPawn(i) for i in range(TRACK_SPACES) if i not in taken]


def _shortcut_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    track = state.track
    return [
        SwapCubes(a, b)
        for a in range(TRACK_SPACES)
        for b in range(a + 1, TRACK_SPACES)
        if track[a].pieces != track[b].pieces
    ]


_OPTIONS: Final[dict[LocationId, Callable[[GrasseState, Step], list[GrasseAction]]]] = {
    LocationId.FACTORY_1: _factory_options,
    LocationId.FACTORY_2: _factory_options,
    LocationId.FACTORY_3: _factory_options,
    LocationId.GRANDE_USINE: _usine_options,
    LocationId.MASTER_PERFUMER: _master_perfumer_options,
    LocationId.CITY_HALL: _city_hall_options,
    LocationId.MARKET: _market_options,
    LocationId.PERFUMERY: _sell_options,
    LocationId.CHATEAU: _sell_options,
    LocationId.PALACE: _palace_options,
    LocationId.ALLEY: _alley_options,
    LocationId.ALLEYWAY: _alleyway_options,
    LocationId.GRAND_FAIR: _grand_fair_options,
    LocationId.ENFLEURAGE: _enfleurage_options,
    LocationId.SQUARE: _square_options,
    LocationId.SHORTCUT: _shortcut_options,
}

INSTANT_COINS: Final[dict[LocationId, int]] = {LocationId.BANK: BANK_COINS, LocationId.ROYAL_BANK: ROYAL_BANK_COINS}
"""Locations whose whole effect is a payment from the bank (no decision)."""


def effect_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    """The effect decisions open to ``step.seat`` at ``step.location`` (skip/done not included)."""
    assert step.location is not None
    return _OPTIONS[step.location](state, step)


def start_effect(state: GrasseState, seat: int, location: LocationId, step: Step) -> Step | None:
    """Begin ``location``'s effect for ``seat``; ``step`` carries the continuation.

    Bank and Royal Bank pay at once and return None; every other location
    returns the EFFECT step awaiting the seat's choice.
    """
    coins = INSTANT_COINS.get(location)
    if coins is not None:
        paid = gain_coins(state, seat, coins)
        state.add_log(
            f"{state.seat_label(seat)} collects {coins_word(paid)} at {location.the_label}.", seat, purse(state, seat)
        )
        return None
    return Step(StepKind.EFFECT, seat, step.then, location)


def apply_effect(state: GrasseState, step: Step, action: GrasseAction) -> Step | None:
    """Resolve one listed effect decision; returns the next sub-step or None when done."""
    seat = step.seat
    label = state.seat_label(seat)
    match action:
        case Produce(perfume=perfume, essences=essences):
            owed = produce(state, seat, perfume, essences)
            after = None
            if not step.times_done and doubled(state, step.location):
                step.times_done = 1
                after = step
            return Step(StepKind.DELIVER, seat, step.then, step.location, pending=owed, after=after)
        case Sell(perfume=perfume):
            sell(state, seat, perfume, CHATEAU_BONUS if step.location is LocationId.CHATEAU else 0)
            if not step.times_done and doubled(state, step.location):
                step.times_done = 1
                return step
            return None
        case TakeCard(row=row, index=index):
            take_card(state, seat, row, index)
            step.times_done += 1
            return step if step.times_done < 2 else None
        case RefreshRow(row=row):
            refresh_row(state, seat, row)
            shown = ", ".join(c.label for c in state.rows[row])
            state.add_log(f"{label} refreshes the {row.value} row: {shown}.", seat)
            return step
        case SwapTiles(a=a, b=b):
            swap_tiles(state, a, b)
            state.add_log(f"{label} swaps the tiles of spaces {a + 1} and {b + 1}.", seat)
            return None
        case MarketTrade(give=give, take=take):
            state.add_log(
                f"{label} trades {pieces_text(give)} for {pieces_text(take)}.",
                seat,
            )
            return Step(StepKind.DELIVER, seat, step.then, step.location, pending=list(give), takes=list(take))
        case MarketBuy(resource=resource):
            pay_bank(state, seat, 1)
            state.add_log(f"{label} buys {resource.value} for 1 coin.", seat, purse(state, seat))
            return Step(StepKind.TAKE, seat, step.then, step.location, takes=[resource])
        case MoveNoble(location=location):
            if state.noble is not None:
                state.touch_location(state.noble)
            state.noble = location
            if state.solo:
                state.cue = location  # Pierre reacts to the noble's location, not the Palace (G47)
            state.touch_location(location)
            state.add_log(f"{label} sends the noble to {location.the_label}.", seat)
            return start_effect(state, seat, location, step)
        case MovePawn(steps=steps):
            target = forward_target(state, seat, steps)
            set_pawn(state, seat, target)
            state.add_log(f"{label} travels {steps} to space {target + 1} at the Grand Fair.", seat)
            return Step(StepKind.COLLECT, seat, step.then, step.location, space=target)
        case MovePawnBack(steps=steps):
            target = backward_target(state, seat, steps)
            set_pawn(state, seat, target)
            state.add_log(f"{label} steps back {steps} to space {target + 1}.", seat)
            return Step(StepKind.COLLECT, seat, step.then, step.location, space=target)
        case SwapPawns(seat=other):
            mine, theirs = state.seats[seat].pawn, state.seats[other].pawn
            assert theirs is not None
            set_pawn(state, seat, theirs)
            set_pawn(state, other, mine)
            state.add_log(f"{label} swaps pawns with {state.seat_label(other)}.", seat)
            return Step(StepKind.COLLECT, seat, step.then, step.location, space=theirs)
        case TakeFromSpace(space=space, resource=resource):
            take_piece(state, seat, space, resource)
            state.add_log(f"{label} takes {resource.value} from space {space + 1}.", seat)
            return None
        case PlaceGoldenPawn(space=space):
            set_golden(state, space)
            state.add_log(f"{label} puts the golden pawn on space {space + 1}.", seat)
            return Step(StepKind.COLLECT, seat, step.then, step.location, space=space, golden=True)
        case SwapCubes(a=a, b=b):
            swap_pieces(state, a, b)
            state.add_log(f"{label} exchanges the pieces of spaces {a + 1} and {b + 1}.", seat)
            return None
    raise AssertionError(f"unhandled effect action {action!r}")
