"""Resolving card texts: what a château counts, what it gains, and each :data:`Effect`.

An effect that needs a decision (taking free flowers, a trade, a choice) puts an agenda
item at the front, so it is decided before anything that followed it; the solo opponent
decides by its rules at once (rulebook: Solo Mode, note for events and visitors).
"""

from __future__ import annotations

from grasse_tui.games.lafleur.rules.catalogue import reward_text
from grasse_tui.games.lafleur.rules.content import (
    TRACKED,
    ChooseOne,
    Count,
    Effect,
    FromEachOther,
    Gain,
    GainIf,
    GainPer,
    Measure,
    Most,
    Reward,
    RomanceAt,
    Trade,
)
from grasse_tui.games.lafleur.rules.decks import draw_flower
from grasse_tui.games.lafleur.rules.state import Do, Item, LaFleurState

AUTOMATON_IGNORES = frozenset({Measure.FEATURES, Measure.ARTISANS})
"""What the solo opponent never scores for (rulebook: rewards related to companions,
garden features or artisans never score for it)."""


def push(state: LaFleurState, *items: Item) -> None:
    """Put ``items`` at the front of the agenda, in this order."""
    state.agenda[0:0] = items


def count(state: LaFleurState, chateau: int, what: Count) -> int:
    """How much of ``what`` château ``chateau`` has now."""
    home = state.chateaux[chateau]
    match what.measure:
        case Measure.ALLURE:
            assert what.allure is not None
            return home.allure[what.allure]
        case Measure.TOTAL_ALLURE:
            return home.total_allure
        case Measure.LEAST_ALLURE:
            return min(home.allure[allure] for allure in TRACKED)
        case Measure.HAND:
            return len(home.hand)
        case Measure.COINS:
            return home.coins
        case Measure.FEATURES:
            return len(home.features)
        case Measure.VISITORS:
            return len(home.guests) + (home.companion is not None)
        case Measure.ARTISANS:
            return len(home.artisans)
        case Measure.PRESTIGE:
            return home.total_prestige
    raise AssertionError(what)


def gain(state: LaFleurState, chateau: int, reward: Reward, source: str, why: str) -> None:
    """``chateau`` gains ``reward`` from ``source`` (a prestige source name), logged as
    ``why``. Flower cards are a decision for a seat (face up or the deck's top); the solo
    opponent takes them face down from the deck."""
    if not reward:
        return
    home = state.chateaux[chateau]
    if reward.prestige:
        home.prestige[source] = home.prestige.get(source, 0) + reward.prestige
    home.coins += reward.coins
    state.add_log(f"{home.name} gains {reward_text(reward)} ({why}).", chateau)
    if reward.flowers:
        if home.automaton:
            for _ in range(reward.flowers):
                card = draw_flower(state)
                if card is not None:
                    home.hand.append(card)
        else:
            push(state, Item(Do.TAKE_FLOWERS, chateau, count=reward.flowers, source=why))


def pay(state: LaFleurState, chateau: int, cost: Reward, source: str) -> None:
    """``chateau`` pays the coins and prestige of ``cost`` (flower cards are discarded by a
    separate decision); prestige paid comes off ``source``."""
    home = state.chateaux[chateau]
    home.coins -= cost.coins
    if cost.prestige:
        home.prestige[source] = home.prestige.get(source, 0) - cost.prestige


def affordable_times(state: LaFleurState, chateau: int, trade: Trade) -> int:
    """How many times ``chateau`` can make ``trade`` with what it has."""
    home = state.chateaux[chateau]
    limits = [trade.times]
    if trade.pay.coins:
        limits.append(home.coins // trade.pay.coins)
    if trade.pay.flowers:
        limits.append(len(home.hand) // trade.pay.flowers)
    if trade.pay.prestige:
        limits.append(max(home.total_prestige, 0) // trade.pay.prestige)
    return max(0, min(limits))


def resolve(state: LaFleurState, chateau: int, effect: Effect, source: str, why: str) -> bool:
    """Carry out ``effect`` for ``chateau`` (from a card named ``why``, prestige to
    ``source``). Returns whether it gave something at once (a decision it asks for
    does not count)."""
    home = state.chateaux[chateau]
    if home.automaton and _ignored(effect):
        return False
    match effect:
        case Gain(reward=reward):
            gain(state, chateau, reward, source, why)
            return bool(reward)
        case GainPer(count=what, per=per, reward=reward, limit=limit):
            times = count(state, chateau, what) // per
            if limit:
                times = min(times, limit)
            total = Reward(reward.prestige * times, reward.coins * times, reward.flowers * times)
            gain(state, chateau, total, source, why)
            return bool(total)
        case GainIf(count=what, at_least=at_least, reward=reward):
            if count(state, chateau, what) >= at_least:
                gain(state, chateau, reward, source, why)
                return True
            return False
        case Trade():
            times = affordable_times(state, chateau, effect)
            if not times:
                return False
            if home.automaton:
                make_trade(state, chateau, effect, times, source, why)
            else:
                push(state, Item(Do.TRADE, chateau, effect=effect, source=source, card=why))
            return False
        case ChooseOne(options=options):
            if home.automaton:
                gain(state, chateau, options[0], source, why)
                return True
            push(state, Item(Do.CHOOSE, chateau, options=options, source=source, card=why))
            return False
        case Most(count=what, reward=reward, fewest=fewest):
            scores = {index: count(state, index, what) for index in state.order()}
            best = (min if fewest else max)(scores.values())
            for index, score in scores.items():
                if score == best:
                    gain(state, index, reward, source, why)
            return scores[chateau] == best
        case FromEachOther(coins=coins):
            taken = 0
            for other in state.order():
                if other != chateau:
                    given = min(coins, state.chateaux[other].coins)
                    state.chateaux[other].coins -= given
                    taken += given
            gain(state, chateau, Reward(coins=taken), source, why)
            return bool(taken)
        case RomanceAt():
            return False  # a standing rule, read when a romance pawn is placed
    raise AssertionError(effect)


def make_trade(state: LaFleurState, chateau: int, trade: Trade, times: int, source: str, why: str) -> None:
    """``chateau`` makes ``trade`` ``times`` times: pays coins and prestige now, discards
    its flower cards (a decision for a seat; the solo opponent's oldest first), then gains."""
    cost = Reward(trade.pay.prestige * times, trade.pay.coins * times, trade.pay.flowers * times)
    gained = Reward(trade.gain.prestige * times, trade.gain.coins * times, trade.gain.flowers * times)
    pay(state, chateau, cost, source)
    home = state.chateaux[chateau]
    if cost.flowers and not home.automaton:
        push(state, Item(Do.DISCARD_FLOWERS, chateau, count=cost.flowers, reward=gained, source=source, card=why))
        return
    for _ in range(cost.flowers):
        state.flower_discard.append(home.hand.pop(0))
    gain(state, chateau, gained, source, why)


def _ignored(effect: Effect) -> bool:
    """Whether the solo opponent skips ``effect`` (it counts features, artisans or
    companions, or romances)."""
    if isinstance(effect, RomanceAt):
        return True
    what = getattr(effect, "count", None)
    return isinstance(what, Count) and what.measure in AUTOMATON_IGNORES
