"""The greedy bot: scores each legal action from its seat's view and takes the best,
ties broken over the canonical order (so the order of the legal actions never matters).

Its sense of value is a few plain rules of thumb: prestige is worth 3, a coin 1, a
flower card 1.5, a garden feature its symbols (allure draws visitors) and what its
ability may give; a feature it can buy comes first, then the flowers that pay for the
features on show, prestige, coins. It decides from its view alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.core.bots import DEFAULT_THINK_MS, canonical
from grasse_tui.core.step import Reveal
from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.actions import DECK, LaFleurAction
from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, FEATURE, FLOWER, VISITOR
from grasse_tui.games.lafleur.rules.content import (
    ChooseOne,
    Discount,
    ExtraPurchase,
    FreeReveals,
    Gain,
    GainIf,
    GainPer,
    Location,
    Reward,
    RomanceAt,
    Trade,
)
from grasse_tui.games.lafleur.rules.payment import covers, kind_of
from grasse_tui.games.lafleur.rules.view import LaFleurView

PRESTIGE, COIN, FLOWER_CARD = 3.0, 1.0, 1.5


def worth(reward: Reward) -> float:
    return reward.prestige * PRESTIGE + reward.coins * COIN + reward.flowers * FLOWER_CARD


class GreedyBot:
    """A bot for any seat of a 2–4 player game (``GreedyBot(seat, seed)``)."""

    def __init__(self, seat: int, seed: int) -> None:
        """``seed`` is the game's: the bot draws nothing at random, so it is not used."""
        self.seat = seat

    def choose(self, view: LaFleurView, legal: Sequence[LaFleurAction]) -> LaFleurAction:
        options: list[LaFleurAction] = canonical(legal)
        return max(options, key=lambda action: self.score(view, action))

    def notice(self, reveal: Reveal) -> None:
        """Nothing in La Fleur is shown to one seat for a moment."""

    def think_ms(self, view: LaFleurView, legal: Sequence[LaFleurAction]) -> int:
        return DEFAULT_THINK_MS

    # --- scoring ------------------------------------------------------------------------

    def score(self, view: LaFleurView, action: LaFleurAction) -> float:
        me = view.chateaux[self.seat]
        match action:
            case act.Keep(character=_, artisans=artisans):
                return sum(_artisan_value(card) for card in artisans)
            case act.Place(artisan=artisan, location=location):
                return self._place_value(view, artisan, location)
            case act.BuyFlower(space=space):
                return self._flower_value(view, space) - self._flower_cost(view, space)
            case act.TakeFlower(space=space):
                return self._flower_value(view, space)
            case act.BuyFeature(space=space):
                card = view.feature_row[space]
                return _feature_value(card) if card else 0.0
            case act.Pay(flowers=flowers, artisan=artisan):
                # Lend artisans first, then give up the cards least useful to the rest.
                return (10.0 if artisan else 0.0) - sum(self._card_use(card) for card in flowers)
            case act.Reveal():
                return 1.0 if me.coins > 2 else -1.0
            case act.Done():
                return 0.0
            case act.Hire():
                return 6.0 if view.round <= 4 else 1.0
            case act.Replace():
                return 0.5
            case act.KeepDrawn(replacing=replacing):
                drawn = view.step.card
                return (_artisan_value(drawn) - _artisan_value(replacing)) if drawn else 0.0
            case act.DiscardDrawn():
                return 0.0
            case act.Invite(visitor=visitor, romance=romance):
                return self._invite_value(view, visitor, romance)
            case act.DiscardFlower(flower=flower):
                return -self._card_use(flower)
            case act.TradeTimes(times=times):
                trade = view.step.trade
                if trade is None:
                    return 0.0
                return times * (worth(trade.gain) - worth(trade.pay))
            case act.ChooseReward(index=index):
                return worth(view.step.options[index])
        return 0.0

    def _place_value(self, view: LaFleurView, artisan: str, location: Location) -> float:
        me = view.chateaux[self.seat]
        ability = ARTISAN[artisan].ability if ARTISAN[artisan].location is location else None
        bonus = worth(ability) if isinstance(ability, Reward) else 0.0
        if isinstance(ability, ExtraPurchase | Discount | FreeReveals | RomanceAt):
            bonus += 1.0
        features = [card for card in view.feature_row if card is not None]
        wanted = {allure for card in features for allure in FEATURE[card].allures}
        match location:
            case Location.GARDEN_FEATURES:
                payable = [card for card in features if self._can_pay(view, card)]
                return bonus + max((_feature_value(card) for card in payable), default=0.0)
            case Location.FLOWER_MARKET:
                useful = sum(
                    1
                    for card in view.flower_row
                    if card is not None and (FLOWER[card].is_wild or set(FLOWER[card].allures) & wanted)
                )
                return bonus + (3.5 if useful else 2.0)
            case Location.PRESTIGE:
                return bonus + PRESTIGE + 0.5
            case Location.COIN:
                return bonus + 2 * COIN + (1.0 if me.coins < 2 else 0.0)
            case Location.ARTISAN_GUILD:
                return bonus + (5.0 if me.coins >= 8 and len(me.artisans) < 4 and view.round <= 4 else 0.0)
            case Location.SPECIAL_INVITATION:
                best = max((self._invite_value(view, v, False) for v, pawn in view.visitors if pawn is None), default=0.0)
                return bonus + best
        return bonus

    def _can_pay(self, view: LaFleurView, feature: str) -> bool:
        me = view.chateaux[self.seat]
        hand = [kind_of(FLOWER[card].allures) for card in me.hand]
        lent = [ARTISAN[artisan.card].allure for artisan in me.artisans if not artisan.tilted]
        return covers(FEATURE[feature].allures, hand, lent)

    def _invite_value(self, view: LaFleurView, visitor: str, romance: bool) -> float:
        card = VISITOR[visitor]
        if not card.allures:
            return 0.0
        mine = sum(view.chateaux[self.seat].allure_of(a) for a in card.allures)
        best_other = max(
            (sum(home.allure_of(a) for a in card.allures) for i, home in enumerate(view.chateaux) if i != self.seat),
            default=0,
        )
        value = sum(_effect_value(effect) for effect in card.effects)
        if romance:
            return value * 3 if mine >= best_other else 0.0
        return value if mine == best_other else 0.0

    def _flower_value(self, view: LaFleurView, space: int) -> float:
        if space == DECK:
            return FLOWER_CARD
        card = view.flower_row[space]
        if card is None:
            return 0.0
        features = [c for c in view.feature_row if c is not None]
        wanted = [allure for c in features for allure in FEATURE[c].allures]
        flower = FLOWER[card]
        if flower.is_wild:
            return FLOWER_CARD + 1.5
        return FLOWER_CARD + sum(1.0 for allure in flower.allures if allure in wanted)

    def _flower_cost(self, view: LaFleurView, space: int) -> float:
        if space == DECK:
            return 1.0
        card = view.flower_row[space]
        return float(FLOWER[card].cost) if card else 0.0

    def _card_use(self, card: str) -> float:
        flower = FLOWER[card]
        if flower.is_wild:
            return 2.0
        return float(len(flower.allures))


def _artisan_value(card: str) -> float:
    ability = ARTISAN[card].ability
    if isinstance(ability, Reward):
        return worth(ability)
    if isinstance(ability, ExtraPurchase):
        return 2.0
    if isinstance(ability, Discount):
        return float(ability.coins)
    return 1.0


def _effect_value(effect: object) -> float:
    match effect:
        case Gain(reward=reward):
            return worth(reward)
        case GainPer(reward=reward) | GainIf(reward=reward):
            return worth(reward)
        case Trade(gain=gain, pay=pay):
            return max(0.0, worth(gain) - worth(pay))
        case ChooseOne(options=options):
            return max(worth(option) for option in options)
    return 0.5


def _feature_value(card: str) -> float:
    feature = FEATURE[card]
    symbols = len(feature.allures) * 1.5
    return 2.0 + symbols + _effect_value(feature.ability)

