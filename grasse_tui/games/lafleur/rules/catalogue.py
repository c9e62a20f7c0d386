"""Every card by id, and the one-line texts of the effects on them.

``FLOWER["f07"]`` is that :class:`FlowerCard`, and so on for each kind. :func:`effect_text`
words an effect the way the help's card catalogue and the screen show it.
"""

from __future__ import annotations

from typing import Final

from grasse_tui.games.lafleur.rules import cards
from grasse_tui.games.lafleur.rules.content import (
    Artisan,
    ArtisanAbility,
    Character,
    ChooseOne,
    Count,
    Discount,
    Effect,
    Event,
    EventEffect,
    ExtraPurchase,
    ExtraVisitors,
    FlowerCard,
    FreeReveals,
    FreshFlowers,
    FromEachOther,
    Gain,
    GainIf,
    GainPer,
    GardenFeature,
    LocationBonus,
    Measure,
    Most,
    PriceChange,
    Reward,
    RomanceAt,
    Trade,
    Visitor,
)

FLOWER: Final[dict[str, FlowerCard]] = {card.card_id: card for card in cards.FLOWERS}
FEATURE: Final[dict[str, GardenFeature]] = {card.card_id: card for card in cards.FEATURES}
VISITOR: Final[dict[str, Visitor]] = {card.card_id: card for card in cards.VISITORS}
EVENT: Final[dict[str, Event]] = {card.card_id: card for card in cards.EVENTS}
CHARACTER: Final[dict[str, Character]] = {card.card_id: card for card in cards.CHARACTERS}
ARTISAN: Final[dict[str, Artisan]] = {card.card_id: card for card in cards.ARTISANS}

SOLO_OPPONENTS: Final[tuple[str, ...]] = tuple(
    card.card_id for card in cards.CHARACTERS if card.name in cards.SOLO_OPPONENT_NAMES
)
"""The four characters the solo opponent may be (rulebook: Solo Mode)."""


def _amounts(reward: Reward) -> list[str]:
    """``["1 prestige", "2 coins", "1 flower card"]``: the parts of ``reward`` that are not 0."""
    parts = []
    if reward.prestige:
        parts.append(f"{reward.prestige} prestige")
    if reward.coins:
        parts.append(f"{reward.coins} coin{'s' if reward.coins > 1 else ''}")
    if reward.flowers:
        parts.append(f"{reward.flowers} flower card{'s' if reward.flowers > 1 else ''}")
    return parts


def reward_text(reward: Reward) -> str:
    """``"+1 prestige, +2 coins"``; ``"nothing"`` for an empty reward."""
    return ", ".join(f"+{part}" for part in _amounts(reward)) or "nothing"


def cost_text(cost: Reward) -> str:
    """``"2 coins and 1 flower card"``: what a trade pays."""
    return " and ".join(_amounts(cost)) or "nothing"


def artisan_text(card: str, *, letter: bool = False) -> str:
    """``"the Painter (Vista)"``, or with ``letter`` ``"the Painter (V)"`` (a choice's label)."""
    artisan = ARTISAN[card]
    return f"the {artisan.occupation} ({artisan.allure.letter if letter else artisan.allure.label})"


_ONE: dict[Measure, str] = {
    Measure.HAND: "flower card in hand",
    Measure.COINS: "coin",
    Measure.FEATURES: "garden feature",
    Measure.VISITORS: "visitor",
    Measure.ARTISANS: "artisan",
}
"""One of a measure counted in things, as after "each" (``"each visitor"``); allure and
prestige read the same for one as for several."""


def count_text(count: Count, *, one: bool = False) -> str:
    """``"Water allure"``, ``"flower cards in hand"``…; ``one``: a single one, as after
    "each" (``"flower card in hand"``)."""
    if count.measure is Measure.ALLURE and count.allure is not None:
        return f"{count.allure.label} allure"
    if count.measure is Measure.LEAST_ALLURE:
        return "allure of each type"
    words: str = _ONE.get(count.measure, count.measure.value) if one else count.measure.value
    return words


def effect_text(effect: EventEffect | ArtisanAbility) -> str:
    """One effect in words, e.g. ``"+1 coin for every 3 Vista allure"``."""
    match effect:
        case Reward():
            return f"also {reward_text(effect)}"
        case Gain(reward=reward):
            return reward_text(reward)
        case GainPer(count=count, per=per, reward=reward, limit=limit):
            most = f" (at most {limit} times)" if limit else ""
            every = f"every {per} {count_text(count)}" if per > 1 else f"each {count_text(count, one=True)}"
            return f"{reward_text(reward)} for {every}{most}"
        case GainIf(count=count, at_least=at_least, reward=reward):
            return f"{reward_text(reward)} with {at_least}+ {count_text(count)}"
        case Trade(pay=pay, gain=gain, times=times):
            often = f", up to {times} times" if times > 1 else ""
            return f"may pay {cost_text(pay)} for {reward_text(gain)}{often}"
        case ChooseOne(options=options):
            return "choose one: " + " or ".join(reward_text(option) for option in options)
        case Most(count=count, reward=reward, fewest=fewest):
            return f"{'fewest' if fewest else 'most'} {count_text(count)}: {reward_text(reward)} (ties all gain)"
        case FromEachOther(coins=coins):
            return f"each other player gives you {coins} coin{'s' if coins > 1 else ''} (if they can)"
        case RomanceAt(allure=allure):
            return f"romance a visitor with {allure}+ of its allure (not 5)"
        case LocationBonus(location=location, reward=reward):
            return f"an artisan at {location.label} also gains {reward_text(reward)}"
        case PriceChange(location=location, coins=coins):
            return f"prices at {location.label} {'+' if coins > 0 else '−'}{abs(coins)} coin{'s' if abs(coins) > 1 else ''}"
        case ExtraVisitors(count=count):
            return f"{count} more visitor{'s' if count > 1 else ''} this round"
        case FreshFlowers():
            return "the face-up flowers are replaced"
        case ExtraPurchase():
            return "buy one more card here"
        case Discount(coins=coins):
            return f"pay {coins} coin{'s' if coins > 1 else ''} less here"
        case FreeReveals():
            return "reveal features for free"
    raise TypeError(f"not an effect: {effect!r}")


def effects_text(effects: tuple[Effect | EventEffect, ...]) -> str:
    return "; ".join(effect_text(effect) for effect in effects)
