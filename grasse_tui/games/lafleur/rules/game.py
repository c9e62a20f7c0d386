"""La Fleur's rules core (``core.game.Game``): 2–4 seats, or one seat against the solo
automaton (rulebook: the whole; gaps: ``rulings.py``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from random import Random
from typing import Any

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import FinalScores, SeatConfig
from grasse_tui.core.step import GAME_OVER, Order, PendingStep, StepInfo, one_seat
from grasse_tui.games.lafleur.rules import actions as act
from grasse_tui.games.lafleur.rules.actions import DECK, LaFleurAction, decode_action, encode_action
from grasse_tui.games.lafleur.rules.catalogue import ARTISAN, CHARACTER, FEATURE, FLOWER, VISITOR, artisan_text, reward_text
from grasse_tui.games.lafleur.rules.challenges import challenges_met
from grasse_tui.games.lafleur.rules.config import MAX_SEATS, MIN_SEATS, LaFleurConfig, decode_config, encode_config
from grasse_tui.games.lafleur.rules.decide import apply_action, deciding, legal_actions
from grasse_tui.games.lafleur.rules.flow import new_state
from grasse_tui.games.lafleur.rules.locations import flower_price, hire_price, replace_price, reveal_price
from grasse_tui.games.lafleur.rules.perturb import perturbed
from grasse_tui.games.lafleur.rules.scoring import final_scores
from grasse_tui.games.lafleur.rules.state import LaFleurState, Phase
from grasse_tui.games.lafleur.rules.view import LaFleurView, view


class LaFleurGame:
    """La Fleur. In the solo game the automaton is not a seat: its turn is carried out by
    the rules (:mod:`automaton`), and everything about it but its flower cards is public."""

    game_id = "lafleur"
    title = "La Fleur"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    def new(self, config: LaFleurConfig, seed: int) -> LaFleurState:
        return new_state(config, seed)

    def seats(self, config: LaFleurConfig) -> tuple[SeatConfig, ...]:
        return config.seats

    def pending(self, state: LaFleurState) -> PendingStep:
        """Set-up is one secret step for every seat still choosing; after that one seat
        decides at a time, privately (its hand is on its screen)."""
        seats = deciding(state)
        if not seats:
            return GAME_OVER
        if state.phase is Phase.SETUP:
            return PendingStep(seats, Order.SECRET)
        return one_seat(seats[0])

    def legal_actions(self, state: LaFleurState, seat: int) -> Sequence[LaFleurAction]:
        return legal_actions(state, seat)

    def apply(
        self, state: LaFleurState, seat: int, action: LaFleurAction, elapsed_ms: int | None = None
    ) -> StepInfo:
        """Carry out ``action`` for ``seat``. Raises IllegalActionError naming the round, the
        decision and the action when it is not legal now. No step is timed."""
        if not 0 <= seat < state.players or action not in legal_actions(state, seat):
            step = state.agenda[0].do.value if state.agenda and state.phase is Phase.ROUND else state.phase.value
            raise IllegalActionError(
                f"La Fleur round {state.round}, {step}: {action!r} is not a legal action for seat {seat}"
            )
        return self.apply_checked(state, seat, action)

    def apply_checked(
        self, state: LaFleurState, seat: int, action: LaFleurAction, elapsed_ms: int | None = None
    ) -> StepInfo:
        state.revealed = False
        apply_action(state, seat, action)
        return StepInfo(state.revealed)

    def view(self, state: LaFleurState, viewer: int | None) -> LaFleurView:
        return view(state, viewer)

    def perturbed(self, state: LaFleurState, viewer: int | None, rng: Random) -> LaFleurState:
        return perturbed(state, viewer, rng)

    def is_over(self, state: LaFleurState) -> bool:
        return state.phase is Phase.OVER

    def final_scores(self, state: LaFleurState) -> FinalScores:
        """Standings (see :func:`scoring.final_scores`); a won solo game at the Starting level
        adds ``details["achievements"]``: the challenges it met (``"Challenge 3"``…)."""
        scores = final_scores(state)
        met = challenges_met(state)
        if not met:
            return scores
        return replace(scores, details={**scores.details, "achievements": [f"Challenge {n}" for n in met]})

    def encode_config(self, config: LaFleurConfig) -> dict[str, Any]:
        return encode_config(config)

    def decode_config(self, data: Mapping[str, Any]) -> LaFleurConfig:
        return decode_config(data)

    def encode_action(self, action: LaFleurAction) -> dict[str, Any]:
        return encode_action(action)

    def decode_action(self, data: Mapping[str, Any]) -> LaFleurAction:
        return decode_action(data)

    def describe_action(self, state: LaFleurState, seat: int, action: LaFleurAction) -> str:
        """A one-line label, e.g. ``"Buy Peony (F) for 0 coins"``."""
        item = state.agenda[0] if state.agenda else None
        ability = item.ability if item is not None else None
        match action:
            case act.Keep(character=character, artisans=artisans):
                kept = " + ".join(f"{ARTISAN[card].occupation} {ARTISAN[card].allure.letter}" for card in artisans)
                return f"{CHARACTER[character].name} · {kept}"
            case act.Place(artisan=artisan, location=location):
                return f"Send {artisan_text(artisan, letter=True)} to {location.label}"
            case act.BuyFlower(space=space):
                cost = flower_price(state, space, ability)
                bought = "the top of the deck" if space == DECK else _flower(state.flower_row[space])
                return f"Buy {bought} for {cost} coin{'s' if cost != 1 else ''}"
            case act.Reveal():
                cost = reveal_price(state, ability) or 0
                return f"Reveal a garden feature for {cost} coin{'s' if cost != 1 else ''}"
            case act.BuyFeature(space=space):
                card = state.feature_row[space]
                assert card is not None
                feature = FEATURE[card]
                return f"Buy {feature.name} ({''.join(a.letter for a in feature.allures)})"
            case act.Pay(allure=allure, flowers=flowers, artisan=artisan):
                payer = " + ".join(_flower(card) for card in flowers) if flowers else artisan_text(artisan, letter=True)
                return f"Pay {allure.label} with {payer}"
            case act.Hire():
                return f"Hire an artisan for {hire_price(state, ability)} coins"
            case act.Replace():
                return f"Draw an artisan to replace one of yours, for {replace_price(state, ability)} coins"
            case act.KeepDrawn(replacing=replacing):
                return f"Keep it, sending {artisan_text(replacing, letter=True)} away"
            case act.DiscardDrawn():
                return "Send it away, keep your artisans"
            case act.Invite(visitor=visitor, romance=romance):
                return f"{'Romance' if romance else 'Invite'} {VISITOR[visitor].name}"
            case act.TakeFlower(space=space):
                return "Take the top of the flower deck" if space == DECK else f"Take {_flower(state.flower_row[space])}"
            case act.DiscardFlower(flower=flower):
                return f"Discard {_flower(flower)}"
            case act.TradeTimes(times=times):
                return "Do not trade" if not times else f"Trade {times} time{'s' if times > 1 else ''}"
            case act.ChooseReward(index=index):
                assert item is not None
                return f"Take {reward_text(item.options[index])}"
            case act.Done():
                return "Done here"
        raise TypeError(f"not a La Fleur action: {action!r}")


def _flower(card: str | None) -> str:
    if card is None:
        return "nothing"
    flower = FLOWER[card]
    return f"{flower.name} ({''.join(a.letter for a in flower.allures)})"


LAFLEUR = LaFleurGame()
