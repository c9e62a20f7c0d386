"""The course of a game: set-up, each round's steps, the garden party, the end of a round
and the end of the game (rulebook: Player Setup, Playing a Round, Start of Round, Garden
Party, End of Round, Ending the Game).

:func:`run` works through the agenda until an item waits for a decision (or the game is
over). Each ``_do_*`` function carries out one item the rules do by themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from grasse_tui.games.lafleur.rules.automaton import automaton_turn
from grasse_tui.games.lafleur.rules.catalogue import CHARACTER, EVENT, FEATURE, SOLO_OPPONENTS, VISITOR
from grasse_tui.games.lafleur.rules.config import Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.content import (
    COINS_PER_PRESTIGE,
    FEATURE_SPACES,
    FLOWER_SPACES,
    FLOWERS_PER_PRESTIGE,
    GRANDE_SOIREE,
    START_COINS,
    START_FLOWERS,
    TRACKED,
    VISITOR_THRESHOLDS,
    EventTiming,
    ExtraVisitors,
    FreshFlowers,
    LocationBonus,
    PriceChange,
    Timing,
)
from grasse_tui.games.lafleur.rules.decks import draw_event, draw_feature, draw_flower, draw_visitor, flower_deck_open
from grasse_tui.games.lafleur.rules.effects import push, resolve
from grasse_tui.games.lafleur.rules.party import hosts
from grasse_tui.games.lafleur.rules.state import DECISIONS, Chateau, Do, Item, LaFleurState, Phase

AUTOMATON_NAME = "the automaton"


def new_state(config: LaFleurConfig, seed: int) -> LaFleurState:
    """A new game: decks shuffled (solo without its removed cards), each seat with 3 coins,
    3 flower cards, 2 characters and 3 artisans dealt to choose from; the solo opponent set
    up for its difficulty. Waits for every seat's set-up choice."""
    from grasse_tui.games.lafleur.rules import cards

    rng = Random(seed)
    solo = config.solo
    chateaux = [Chateau(seat.name) for seat in config.seats]
    if solo:
        chateaux.append(Chateau(AUTOMATON_NAME, automaton=True))
    state = LaFleurState(config, rng, chateaux)
    state.flower_deck = [card.card_id for card in cards.FLOWERS]
    state.feature_deck = [card.card_id for card in cards.FEATURES if card.solo or not solo]
    state.visitor_deck = [card.card_id for card in cards.VISITORS if card.solo or not solo]
    state.event_deck = [card.card_id for card in cards.EVENTS if card.solo or not solo]
    state.artisan_deck = [card.card_id for card in cards.ARTISANS]
    characters = [card.card_id for card in cards.CHARACTERS]
    for deck in (state.flower_deck, state.feature_deck, state.visitor_deck, state.event_deck, state.artisan_deck):
        rng.shuffle(deck)
    rng.shuffle(characters)
    state.flower_row = [None] * FLOWER_SPACES
    state.feature_row = [None] * FEATURE_SPACES
    if solo:
        opponent = rng.choice(SOLO_OPPONENTS)
        characters.remove(opponent)
        robot = chateaux[1]
        robot.character = opponent
        robot.coins = START_COINS
        robot.hand = [state.flower_deck.pop() for _ in range(START_FLOWERS)]
        if config.difficulty is Difficulty.HARDER:
            robot.allure = dict.fromkeys(TRACKED, 1)
    for home in chateaux[: config.players]:
        home.coins = START_COINS
        home.hand = [state.flower_deck.pop() for _ in range(START_FLOWERS)]
        home.dealt_characters = [characters.pop() for _ in range(2)]
        home.dealt_artisans = [state.artisan_deck.pop() for _ in range(3)]
    names = ", ".join(home.name for home in chateaux[: config.players])
    state.add_log(f"The game begins: {names}. Each keeps a character and two artisans.")
    if solo:
        robot_name = CHARACTER[chateaux[1].character or ""].name
        level = config.difficulty.label if config.difficulty else ""
        state.add_log(f"Your opponent is {robot_name} ({level}).")
    return state


def setup_done(state: LaFleurState) -> None:
    """Every seat has kept its cards: the first round starts."""
    state.phase = Phase.ROUND
    for index, home in enumerate(state.chateaux[: state.players]):
        state.add_log(f"{home.name} plays {CHARACTER[home.character or ''].name}.", index)
    state.agenda = [Item(Do.START_ROUND)]
    run(state)


def run(state: LaFleurState) -> None:
    """Carry out agenda items until one waits for a decision or the game is over."""
    while state.agenda:
        item = state.agenda[0]
        if item.do is Do.TAKE_FLOWERS and not (any(state.flower_row) or flower_deck_open(state)):
            state.agenda.pop(0)  # no flower left anywhere to take
            continue
        if item.do in DECISIONS:
            return
        state.agenda.pop(0)
        STEPS[item.do](state, item)


# --- Start of round ---------------------------------------------------------------------


def visitor_count(state: LaFleurState) -> int:
    """Visitors revealed at the start of a round: one per player (two solo), plus one for
    each of the 4/8/12 prestige spaces any château has reached."""
    base = 2 if state.solo else state.players
    best = max(home.total_prestige for home in state.chateaux)
    return base + sum(1 for threshold in VISITOR_THRESHOLDS if best >= threshold)


def _start_round(state: LaFleurState, _: Item) -> None:
    state.round += 1
    state.add_log(f"Round {state.round}{' — the Grande Soirée' if state.final_round else ''} begins.")
    if state.solo:
        _slide_solo_rows(state)
    refill_flowers(state)
    for space, card in enumerate(state.feature_row):
        if card is None:
            state.feature_row[space] = draw_feature(state)
    reveal_visitors(state, visitor_count(state))
    for home in state.chateaux:
        home.used_prestige = False
    state.automaton_done = False
    items: list[Item] = []
    if state.round > 1:
        event = draw_event(state)
        if event is not None:
            state.events.append(event)
            drawn = EVENT[event]
            state.add_log(f"Event: {drawn.name}.")
            if drawn.timing is EventTiming.START:
                items += _event_items(state, event)
    push(state, *items, Item(Do.NEXT_PLACEMENT))


def _event_items(state: LaFleurState, event: str) -> list[Item]:
    """An event's effects: table-wide ones at once, a seat's in turn order (as items)."""
    card = EVENT[event]
    items: list[Item] = []
    for effect in card.effects:
        if isinstance(effect, ExtraVisitors):
            reveal_visitors(state, effect.count)
        elif isinstance(effect, FreshFlowers):
            state.flower_discard.extend(flower for flower in state.flower_row if flower is not None)
            state.flower_row = [None] * FLOWER_SPACES
            refill_flowers(state)
        elif card.timing is not EventTiming.DURING and not isinstance(effect, LocationBonus | PriceChange):
            # A round-long change is read where it applies (locations.py); the rest each seat resolves.
            items += [Item(Do.EFFECT, index, effect=effect, source="events", card=card.name) for index in state.order()]
    return items


def refill_flowers(state: LaFleurState) -> None:
    for space, card in enumerate(state.flower_row):
        if card is None:
            state.flower_row[space] = draw_flower(state)


def reveal_visitors(state: LaFleurState, how_many: int) -> None:
    for _ in range(how_many):
        card = draw_visitor(state)
        if card is not None:
            state.visitors.append(card)
            state.add_log(f"Visitor: {VISITOR[card].name}.")


def _slide_solo_rows(state: LaFleurState) -> None:
    """Solo: features slide down the row and flowers to the right before the refill."""
    features = [card for card in state.feature_row if card is not None]
    state.feature_row = features + [None] * (FEATURE_SPACES - len(features))
    flowers = [card for card in state.flower_row if card is not None]
    state.flower_row = [None] * (FLOWER_SPACES - len(flowers)) + flowers


# --- Placing artisans -------------------------------------------------------------------


def _next_placement(state: LaFleurState, item: Item) -> None:
    """The next château in turn order with an artisan to place (solo: you place them all
    in a row), the solo opponent's turn when it comes, or the garden party."""
    order = state.order()
    if item.after is None:
        start = 0
    else:
        again = state.solo and not state.chateaux[item.after].automaton
        start = order.index(item.after) + (0 if again else 1)
    for step in range(len(order)):
        index = order[(start + step) % len(order)]
        home = state.chateaux[index]
        if home.automaton:
            if not state.automaton_done:
                push(state, Item(Do.AUTOMATON_TURN, index), Item(Do.NEXT_PLACEMENT, after=index))
                return
        elif any(slot.placed is None for slot in home.artisans):
            push(state, Item(Do.PLACE, index))
            return
    push(state, Item(Do.GARDEN_PARTY))


def _automaton_turn(state: LaFleurState, item: Item) -> None:
    assert item.chateau is not None
    automaton_turn(state, item.chateau)
    state.automaton_done = True


# --- Garden party -----------------------------------------------------------------------


def _garden_party(state: LaFleurState, _: Item) -> None:
    state.add_log("The garden party.")
    for visitor, host in hosts(state).items():
        home = state.chateaux[host]
        pawn = state.pawns.get(visitor)
        state.visitors.remove(visitor)
        if pawn is not None and pawn == (host, True) and home.companion is None:
            home.companion = visitor
            state.add_log(f"{VISITOR[visitor].name} visits {home.name} and stays as companion.", host)
        else:
            home.guests.append(visitor)
            state.add_log(f"{VISITOR[visitor].name} visits {home.name}.", host)
    for visitor in state.visitors:
        state.add_log(f"{VISITOR[visitor].name} visits no one.")
    push(state, *(Item(Do.GUESTS, index) for index in state.order()), Item(Do.END_ROUND))


def _guests(state: LaFleurState, item: Item) -> None:
    """One château's visitors (its companion too) and its When Visited features."""
    assert item.chateau is not None
    home = state.chateaux[item.chateau]
    items: list[Item] = []
    visitors = [*home.guests, *([home.companion] if home.companion else [])]
    for visitor in visitors:
        card = VISITOR[visitor]
        items += [Item(Do.EFFECT, item.chateau, effect=e, source="visitors", card=card.name) for e in card.effects]
    if visitors:
        for feature in home.features:
            owned = FEATURE[feature]
            if owned.timing is Timing.WHEN_VISITED:
                items.append(Item(Do.EFFECT, item.chateau, effect=owned.ability, source="features", card=owned.name))
    push(state, *items)


def _effect(state: LaFleurState, item: Item) -> None:
    assert item.chateau is not None and item.effect is not None
    gave = resolve(state, item.chateau, item.effect, item.source, item.card or item.source)
    if gave and item.source == "characters":
        state.chateaux[item.chateau].character_gained = True


# --- End of round -----------------------------------------------------------------------


def _end_round(state: LaFleurState, item: Item) -> None:
    """The end of a round in the rulebook's order, in stages (``item.after``): 0 the
    visitors leave and the pawns come home, then the event's end effects (ruling L11);
    1 the First Player pawn passes, then features' End of Round abilities; 2 characters;
    3 artisans reset and the Grande Soirée check."""
    stage = item.after or 0
    nxt = Item(Do.END_ROUND, after=stage + 1)
    if stage == 0:
        for home in state.chateaux:
            state.visitor_discard.extend(home.guests)
            home.guests.clear()
            for slot in home.artisans:
                slot.placed = None
        state.visitor_discard.extend(state.visitors)
        state.visitors.clear()
        state.pawns.clear()
        event = state.event
        items = []
        if event is not None and EVENT[event].timing is EventTiming.END:
            items = _event_items(state, event)
        push(state, *items, nxt)
    elif stage == 1:
        state.first = (state.first + 1) % len(state.chateaux)
        state.add_log(f"{state.chateaux[state.first].name} takes the First Player pawn.", state.first)
        push(state, *_feature_items(state, Timing.END_OF_ROUND), nxt)
    elif stage == 2:
        items = []
        for index in state.order():
            character = state.chateaux[index].character
            if character is not None:
                person = CHARACTER[character]
                items += [Item(Do.EFFECT, index, effect=e, source="characters", card=person.name) for e in person.abilities]
        push(state, *items, nxt)
    else:
        for home in state.chateaux:
            for slot in home.artisans:
                slot.tilted = False
        if state.final_round:
            push(state, Item(Do.GAME_END))
            return
        reached = tuple(i for i, home in enumerate(state.chateaux) if home.total_prestige >= GRANDE_SOIREE)
        if reached:
            state.final_round = True
            state.triggered_by = reached
            state.add_log("12 prestige reached: the next round is the Grande Soirée, the last.")
        push(state, Item(Do.START_ROUND))


def _feature_items(state: LaFleurState, timing: Timing) -> list[Item]:
    """Every château's garden features with an ability at ``timing``, in turn order."""
    items = []
    for index in state.order():
        for feature in state.chateaux[index].features:
            card = FEATURE[feature]
            if card.timing is timing:
                items.append(Item(Do.EFFECT, index, effect=card.ability, source="features", card=card.name))
    return items


def _game_end(state: LaFleurState, item: Item) -> None:
    """Game End features in turn order, then 1 prestige per 8 coins and per 3 flower cards."""
    if item.after is None:
        push(state, *_feature_items(state, Timing.GAME_END), Item(Do.GAME_END, after=1))
        return
    for index, home in enumerate(state.chateaux):
        coins, flowers = home.coins // COINS_PER_PRESTIGE, len(home.hand) // FLOWERS_PER_PRESTIGE
        home.prestige["coins"] = coins
        home.prestige["flower cards"] = flowers
        state.add_log(f"{home.name}: +{coins} for coins, +{flowers} for flower cards.", index)
    state.phase = Phase.OVER
    state.add_log("The Grande Soirée is over.")


STEPS: dict[Do, Callable[[LaFleurState, Item], None]] = {
    Do.START_ROUND: _start_round,
    Do.NEXT_PLACEMENT: _next_placement,
    Do.AUTOMATON_TURN: _automaton_turn,
    Do.GARDEN_PARTY: _garden_party,
    Do.GUESTS: _guests,
    Do.EFFECT: _effect,
    Do.END_ROUND: _end_round,
    Do.GAME_END: _game_end,
}

