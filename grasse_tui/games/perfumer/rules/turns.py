"""A perfumer's turn (rulebook: 遊戲進行 (1)–(4) and the six actions; the end-of-turn
research and shop): return last turn's items, spend action points, take the local scent
card and a plate, research, the shop's points; then what the seat holds is smelled.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from grasse_tui.core.game import LogEntry
from grasse_tui.core.wording import counted
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.actions import PerfumerAction
from grasse_tui.games.perfumer.rules.cards import HELPER, ORDER, Bonus, Power
from grasse_tui.games.perfumer.rules.content import PLATES, SCENTS, Bottle, Scent, neighbours
from grasse_tui.games.perfumer.rules.scoring import add_points, recipes
from grasse_tui.games.perfumer.rules.smell import card_line, plate_line
from grasse_tui.games.perfumer.rules.state import PerfumerState, Phase

CAPACITY = 5
"""Ingredient tokens a perfumer may hold (rulebook: 取料)."""
DROPPER_MOVES = 7
"""Free dropper moves a turn (ruling P5): enough to set all seven, and a turn always ends."""
SHOP_POINTS = 2


def power(state: PerfumerState, seat: int) -> tuple[Power | None, int]:
    """``seat``'s helper's power and number (None: no helper)."""
    card = state.seats[seat].helper
    if card is None:
        return None, 0
    return HELPER[card].power, HELPER[card].amount


def capacity(state: PerfumerState, seat: int) -> int:
    kind, amount = power(state, seat)
    return CAPACITY + (amount if kind is Power.CAPACITY else 0)


def begin_turn(state: PerfumerState) -> None:
    """Return the items taken last turn; the action points for this one."""
    seat = state.current
    cards, plates = state.held_items(seat)
    for scent in cards:
        state.cards[scent] = None
    for plate in plates:
        state.plate_holder[plate] = None
    kind, _ = power(state, seat)
    state.action_points = state.config.action_points + (1 if kind is Power.EXTRA_ACTION else 0)
    state.free_used, state.dropper_moves = [], 0
    state.phase = Phase.ACTIONS
    returned = [scent.label for scent in cards] + [f"plate {plate.letter}" for plate in plates]
    back = f": {state.name(seat)} returns {', '.join(returned)}" if returned else ""
    state.log.append(LogEntry(f"{state.name(seat)}'s turn{back}.", seat=seat))


def _free(state: PerfumerState, seat: int, use: str, kind: Power) -> bool:
    return power(state, seat)[0] is kind and use not in state.free_used


def locked(state: PerfumerState, seat: int) -> set[Scent]:
    """Plant slots of ``seat``'s bottled perfumes: their droppers stay."""
    side = recipes(state, seat)
    return {plant for index in state.seats[seat].bottled for plant in side[index].plants}


def action_phase_actions(state: PerfumerState, seat: int) -> list[PerfumerAction]:
    me = state.seats[seat]
    legal: list[PerfumerAction] = []
    kind, _ = power(state, seat)
    can_spend = state.action_points > 0
    if can_spend or _free(state, seat, "move", Power.FREE_MOVE):
        places = [*SCENTS, None] if kind is Power.FAR_MOVE else list(neighbours(me.pawn))
        legal += [act.Move(place) for place in places if place != me.pawn]
    if can_spend:
        legal += _gathers(state, seat)
        legal += _fulfils(state, seat)
        legal += _shops(state, seat)
        legal += _bottlings(state, seat)
    if state.research is None and (can_spend or _free(state, seat, "research", Power.FREE_RESEARCH)):
        legal.append(act.Research())
    if state.dropper_moves < DROPPER_MOVES:
        fixed = locked(state, seat)
        for plate in PLATES:
            if plate in me.droppers and me.droppers[plate] in fixed:
                continue
            legal += [
                act.PlaceDropper(plate, plant)
                for plant in SCENTS
                if plant not in fixed and me.droppers.get(plate) is not plant
            ]
            if plate in me.droppers:
                legal.append(act.PlaceDropper(plate, None))
    legal.append(act.EndActions())
    return legal


def _gathers(state: PerfumerState, seat: int) -> list[PerfumerAction]:
    me = state.seats[seat]
    if me.pawn is None or not state.supply[me.pawn]:
        return []
    taken = min(_gather_count(state, seat), state.supply[me.pawn])
    after = Counter(me.ingredients) + Counter({me.pawn: taken})
    over = sum(after.values()) - capacity(state, seat)
    if over <= 0:
        return [act.Gather()]
    options = {tuple(sorted(back, key=SCENTS.index)) for back in combinations(after.elements(), over)}
    # Putting back exactly what was taken changes nothing: not a gather.
    return [act.Gather(back) for back in sorted(options, key=_key) if Counter(back) != Counter({me.pawn: taken})]


def _key(scents: tuple[Scent, ...]) -> tuple[int, ...]:
    return tuple(SCENTS.index(s) for s in scents)


def _gather_count(state: PerfumerState, seat: int) -> int:
    kind, _ = power(state, seat)
    return 2 if kind is Power.GATHER_TWICE or _free(state, seat, "gather", Power.FIRST_GATHER_TWICE) else 1


def _reward_options(state: PerfumerState, seat: int, holding: int) -> list[Scent | None]:
    """Regions a reward token may come from (None: none), within the seat's limit."""
    if holding >= capacity(state, seat):
        return [None]
    return [None, *(scent for scent in SCENTS if state.rewards[scent])]


def _fulfils(state: PerfumerState, seat: int) -> list[PerfumerAction]:
    me = state.seats[seat]
    card = state.origin_orders.get(me.pawn) if me.pawn is not None else None
    if card is None:
        return []
    order = ORDER[card]
    if Counter(order.cost) - Counter(me.ingredients):
        return []
    if order.bonus is not Bonus.INGREDIENT:
        return [act.Fulfil()]
    return [act.Fulfil(region) for region in _reward_options(state, seat, me.held - len(order.cost))]


def shop_kinds(state: PerfumerState) -> int:
    """Bottle kinds on the centre's stack (what the next opener must beat)."""
    return len({ORDER[card].bottle for card in state.shop_stack})


def _shops(state: PerfumerState, seat: int) -> list[PerfumerAction]:
    held = sorted({ORDER[card].bottle for card in state.seats[seat].orders}, key=tuple(Bottle).index)
    beat = shop_kinds(state)
    return [
        act.OpenShop(kinds) for size in range(beat + 1, len(held) + 1) for kinds in combinations(held, size)
    ]


def _bottlings(state: PerfumerState, seat: int) -> list[PerfumerAction]:
    me = state.seats[seat]
    marked = set(me.droppers.values())
    legal: list[PerfumerAction] = []
    for index, recipe in enumerate(recipes(state, seat)):
        if index in me.bottled or not set(recipe.plants) <= marked:
            continue
        legal += [act.BottlePerfume(index, region) for region in _reward_options(state, seat, me.held)]
    return legal


def apply_turn_action(state: PerfumerState, seat: int, action: PerfumerAction) -> None:
    """Carry out an action of the action phase."""
    me, name = state.seats[seat], state.name(seat)
    match action:
        case act.Move(to=to):
            _spend(state, seat, "move", Power.FREE_MOVE)
            me.pawn = to
            state.log.append(LogEntry(f"{name} moves to {to.label if to else 'the centre'}.", seat=seat))
        case act.Gather(returning=back):
            where = me.pawn
            assert where is not None
            taken = min(_gather_count(state, seat), state.supply[where])
            _spend(state, seat, "gather", Power.FIRST_GATHER_TWICE)
            state.supply[where] -= taken
            me.ingredients[where] = me.ingredients.get(where, 0) + taken
            for scent in back:
                me.ingredients[scent] -= 1
                state.supply[scent] += 1
            put = f", putting back {', '.join(s.label for s in back)}" if back else ""
            state.log.append(LogEntry(f"{name} gathers {taken} {where.label}{put}.", seat=seat))
        case act.Fulfil(reward=reward):
            _fulfil(state, seat, reward)
        case act.OpenShop(bottles=bottles):
            _spend(state, seat, "", None)
            paid = [next(card for card in me.orders if ORDER[card].bottle is bottle) for bottle in bottles]
            for card in paid:
                me.orders.remove(card)
            state.order_discard += state.shop_stack
            state.shop_stack = paid
            state.shop = seat
            kinds = ", ".join(bottle.value for bottle in bottles)
            state.log.append(
                LogEntry(f"{name} opens the shop with {counted(len(bottles), 'bottle kind')} ({kinds}).", seat=seat)
            )
        case act.BottlePerfume(recipe=index, reward=reward):
            _spend(state, seat, "", None)
            me.bottled.append(index)
            points = recipes(state, seat)[index].points
            state.log.append(LogEntry(f"{name} bottles the {points}-point perfume.", seat=seat))
            add_points(state, seat, "bottling", bottling_points(state, seat))
            _reward(state, seat, reward)
        case act.Research():
            _spend(state, seat, "research", Power.FREE_RESEARCH)
            state.research = seat
            state.log.append(LogEntry(f"{name} takes the research marker.", seat=seat))
        case act.PlaceDropper(plate=plate, plant=plant):
            state.dropper_moves += 1
            if plant is None:
                me.droppers.pop(plate, None)
            else:
                for other, slot in list(me.droppers.items()):
                    if slot is plant:
                        del me.droppers[other]
                me.droppers[plate] = plant
            spot = f"on {plant.label}" if plant else "off the work board"
            state.log.append(LogEntry(f"{name} puts the {plate.value} dropper {spot}.", seat=seat))


def _spend(state: PerfumerState, seat: int, use: str, kind: Power | None) -> None:
    """One action point, unless the seat's helper makes this use free (once a turn)."""
    if kind is not None and _free(state, seat, use, kind):
        state.free_used.append(use)
    else:
        state.action_points -= 1


def order_points(state: PerfumerState, seat: int, card: str) -> int:
    """What order ``card`` scores ``seat`` when fulfilled: its points, its ``+1`` bonus and the
    seat's helper's extra."""
    order = ORDER[card]
    kind, amount = power(state, seat)
    return order.points + (amount if kind is Power.ORDER_POINTS else 0) + (1 if order.bonus is Bonus.POINT else 0)


def bottling_points(state: PerfumerState, seat: int) -> int:
    """What bottling a perfume scores ``seat`` at once (its helper's, else 0)."""
    kind, amount = power(state, seat)
    return amount if kind is Power.BOTTLE_POINTS else 0


def reward_room(state: PerfumerState, seat: int, action: PerfumerAction) -> bool:
    """Whether ``seat`` would still have room under its ingredient limit for a reward token
    after ``action`` (a fulfil pays its order's cost first)."""
    me = state.seats[seat]
    paid = 0
    if isinstance(action, act.Fulfil) and me.pawn is not None:
        local = state.origin_orders.get(me.pawn)
        paid = len(ORDER[local].cost) if local else 0
    return me.held - paid < capacity(state, seat)


def _fulfil(state: PerfumerState, seat: int, reward: Scent | None) -> None:
    me = state.seats[seat]
    where = me.pawn
    assert where is not None
    card = state.origin_orders[where]
    assert card is not None
    order = ORDER[card]
    _spend(state, seat, "", None)
    for scent in order.cost:
        me.ingredients[scent] -= 1
        state.supply[scent] += 1
    me.orders.append(card)
    points = order_points(state, seat, card)
    state.log.append(
        LogEntry(f"{state.name(seat)} fulfils a grade {order.grade} order at {where.label}: +{points}.", seat=seat)
    )
    add_points(state, seat, "orders", points)
    _reward(state, seat, reward)
    state.origin_orders[where] = state.order_deck.pop() if state.order_deck else None
    if state.origin_orders[where] is not None:
        state.revealed = True
        if not state.order_deck:
            state.last_round = True
            state.log.append(LogEntry("The last order is on the board: the stage ends when the first seat's turn comes round."))


def _reward(state: PerfumerState, seat: int, region: Scent | None) -> None:
    if region is None:
        return
    state.rewards[region] -= 1
    me = state.seats[seat]
    me.ingredients[region] = me.ingredients.get(region, 0) + 1
    state.log.append(LogEntry(f"{state.name(seat)} takes the {region.label} reward token.", seat=seat))


# --- the end of the turn -------------------------------------------------------------


def end_actions(state: PerfumerState) -> None:
    """After the action points: the local scent card, if it is on its board."""
    seat = state.current
    pawn = state.seats[seat].pawn
    if pawn is not None and state.cards[pawn] is None:
        state.phase = Phase.TAKE_CARD
    else:
        _plate_phase(state)


def _plate_phase(state: PerfumerState) -> None:
    kind, _ = power(state, state.current)
    state.takes_left = 2 if kind is Power.SECOND_PLATE else 1
    if any(holder is None for holder in state.plate_holder.values()):
        state.phase = Phase.TAKE_PLATE
    else:
        _research_phase(state)


def _research_phase(state: PerfumerState) -> None:
    seat = state.current
    if state.research == seat:
        kind, _ = power(state, seat)
        state.takes_left = 2 if kind is Power.DOUBLE_RESEARCH else 1
        state.phase = Phase.RESEARCH
    else:
        finish_turn(state)


def take_actions(state: PerfumerState, seat: int) -> list[PerfumerAction]:
    legal: list[PerfumerAction] = []
    if state.phase is Phase.TAKE_CARD:
        pawn = state.seats[seat].pawn
        assert pawn is not None
        legal.append(act.TakeCard(pawn))
    elif state.phase is Phase.TAKE_PLATE:
        legal += [act.TakePlate(plate) for plate, holder in state.plate_holder.items() if holder is None]
    else:
        legal += [act.TakeCard(scent) for scent, holder in state.cards.items() if holder != seat]
        legal += [act.TakePlate(plate) for plate, holder in state.plate_holder.items() if holder != seat]
    legal.append(act.Skip())
    return legal


def apply_take(state: PerfumerState, seat: int, action: PerfumerAction) -> None:
    name = state.name(seat)
    match action:
        case act.TakeCard(scent=scent):
            holder = state.cards[scent]
            state.cards[scent] = seat
            whence = f" from {state.name(holder)}" if holder is not None else ""
            state.log.append(LogEntry(f"{name} takes the {scent.label} scent card{whence}.", seat=seat))
        case act.TakePlate(plate=plate):
            holder = state.plate_holder[plate]
            state.plate_holder[plate] = seat
            whence = f" from {state.name(holder)}" if holder is not None else ""
            state.log.append(LogEntry(f"{name} takes plate {plate.letter} ({plate.value}){whence}.", seat=seat))
    if state.phase is Phase.TAKE_CARD:
        _plate_phase(state)
        return
    state.takes_left -= 1
    done = isinstance(action, act.Skip) or state.takes_left == 0
    if state.phase is Phase.TAKE_PLATE:
        if done or all(holder is not None for holder in state.plate_holder.values()):
            _research_phase(state)
    elif done:
        state.research = None
        state.log.append(LogEntry(f"{name} puts the research marker back.", seat=seat))
        finish_turn(state)


def finish_turn(state: PerfumerState) -> None:
    """The shop's points; then the seat smells what it holds (``state.smelled``, the lines
    of its brief private reveal) and the turn is done."""
    seat = state.current
    if state.shop == seat:
        kind, amount = power(state, seat)
        points = SHOP_POINTS + (amount if kind is Power.SHOP_BONUS else 0)
        add_points(state, seat, "shop", points)
        state.log.append(LogEntry(f"{state.name(seat)} holds the shop: +{points}.", seat=seat))
    cards, plates = state.held_items(seat)
    lines = [card_line(scent) for scent in cards]
    lines += [plate_line(plate, state.plates[plate], state.config.nose.notes, state.rng) for plate in plates]
    state.smelled = lines
    state.turn_done = True
