"""The Perfumer's rules core (``core.game.Game``): 2–5 seats, the apprentice or the
perfumer game, the helper variants and the nose difficulty (rulebook: the whole; gaps:
``rulings.py``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from grasse_tui.core.game import FinalScores, SeatConfig
from grasse_tui.core.step import GAME_OVER, PendingStep, Reveal, StepInfo
from grasse_tui.core.wording import counted
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.actions import PerfumerAction, decode_action, encode_action
from grasse_tui.games.perfumer.rules.cards import HELPER, ORDER, Bonus
from grasse_tui.games.perfumer.rules.config import MAX_SEATS, MIN_SEATS, PerfumerConfig, decode_config, encode_config
from grasse_tui.games.perfumer.rules.content import Plate, Scent
from grasse_tui.games.perfumer.rules.flow import apply_action, check, deciding, legal_actions
from grasse_tui.games.perfumer.rules.perturb import perturbed
from grasse_tui.games.perfumer.rules.scoring import final_scores, recipes
from grasse_tui.games.perfumer.rules.setup import new_state
from grasse_tui.games.perfumer.rules.state import PerfumerState, Phase
from grasse_tui.games.perfumer.rules.turns import bottling_points, order_points, reward_room
from grasse_tui.games.perfumer.rules.view import PerfumerView, view

SMELL_TITLE = "You smell what you hold"
SMELL_TOPIC = "Smelling"
"""The help topic of a smell (the same as the take steps' in ``tui.choices``)."""


class PerfumerGame:
    game_id = "perfumer"
    title = "The Perfumer"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    def new(self, config: PerfumerConfig, seed: int) -> PerfumerState:
        return new_state(config, seed)

    def seats(self, config: PerfumerConfig) -> tuple[SeatConfig, ...]:
        return config.seats

    def pending(self, state: PerfumerState) -> PendingStep:
        """One seat decides at a time. Its screen shows nothing the others may not see, but
        its turn ends with a smell only it may perceive, so each turn is handed over
        behind a shield, as the sniffing at the table is done in private."""
        seat = deciding(state)
        return GAME_OVER if seat is None else PendingStep((seat,))

    def legal_actions(self, state: PerfumerState, seat: int) -> Sequence[PerfumerAction]:
        return legal_actions(state, seat)

    def apply(self, state: PerfumerState, seat: int, action: PerfumerAction, elapsed_ms: int | None = None) -> StepInfo:
        """Carry out ``action`` for ``seat``. Raises IllegalActionError naming the stage and
        the phase when it is not legal now."""
        check(state, seat, action)
        return self.apply_checked(state, seat, action, elapsed_ms)

    def apply_checked(
        self, state: PerfumerState, seat: int, action: PerfumerAction, elapsed_ms: int | None = None
    ) -> StepInfo:
        apply_action(state, seat, action)
        smelled, state.smelled = state.smelled, []
        reveal = Reveal(seat, SMELL_TITLE, tuple(smelled), topic=SMELL_TOPIC) if smelled else None
        return StepInfo(state.revealed, reveal=reveal)

    def view(self, state: PerfumerState, viewer: int | None) -> PerfumerView:
        return view(state, viewer)

    def perturbed(self, state: PerfumerState, viewer: int | None, rng: Random) -> PerfumerState:
        return perturbed(state, viewer, rng)

    def is_over(self, state: PerfumerState) -> bool:
        return state.phase is Phase.OVER

    def final_scores(self, state: PerfumerState) -> FinalScores:
        return final_scores(state)

    def encode_config(self, config: PerfumerConfig) -> dict[str, Any]:
        return encode_config(config)

    def decode_config(self, data: Mapping[str, Any]) -> PerfumerConfig:
        return decode_config(data)

    def encode_action(self, action: PerfumerAction) -> dict[str, Any]:
        return encode_action(action)

    def decode_action(self, data: Mapping[str, Any]) -> PerfumerAction:
        return decode_action(data)

    def describe_action(self, state: PerfumerState, seat: int, action: PerfumerAction) -> str:
        """A one-line label, e.g. ``"Move to Rose"``, ``"Gather Lime, putting back Fir"``."""
        me = state.seats[seat]
        match action:
            case act.PickHelper(card=card):
                return f"Take the {HELPER[card].name}: {HELPER[card].text}"
            case act.Auction(card=card):
                return f"Auction the {HELPER[card].name}: {HELPER[card].text}"
            case act.Bid(amount=amount):
                return "Pass" if amount == 0 else f"Bid {amount}"
            case act.Move(to=to):
                return f"Move to {to.label if to else 'the centre'}"
            case act.Gather(returning=back):
                here = me.pawn.label if me.pawn else "?"
                return f"Gather {here}" + (f", putting back {', '.join(s.label for s in back)}" if back else "")
            case act.Fulfil():
                local = state.origin_orders.get(me.pawn) if me.pawn else None
                scores = f" (+{order_points(state, seat, local)} points)" if local else ""
                rewarded = local is not None and ORDER[local].bonus is Bonus.INGREDIENT
                return f"Fulfil the order here{scores}" + (_reward_text(state, seat, action) if rewarded else "")
            case act.OpenShop(bottles=bottles):
                return f"Open the shop with {counted(len(bottles), 'kind')}: {', '.join(b.value for b in bottles)}"
            case act.BottlePerfume(recipe=index):
                points = recipes(state, seat)[index].points
                now = bottling_points(state, seat)
                at_once = f", +{now} points now" if now else ""
                return f"Bottle the {points}-point perfume{at_once}" + _reward_text(state, seat, action)
            case act.Research():
                return "Take the research marker"
            case act.PlaceDropper(plate=plate, plant=plant):
                return _dropper_text(state, seat, plate, plant)
            case act.EndActions():
                return "End my actions"
            case act.TakeCard(scent=scent):
                return f"Take the {scent.label} scent card" + _from_holder(state, state.cards[scent])
            case act.TakePlate(plate=plate):
                return f"Take plate {plate.letter} ({plate.value})" + _from_holder(state, state.plate_holder[plate])
            case act.Skip():
                return "Take nothing"
        raise TypeError(f"not a Perfumer action: {action!r}")


def _reward_text(state: PerfumerState, seat: int, action: act.Fulfil | act.BottlePerfume) -> str:
    """``", reward token from Rose"``, ``", no reward token"`` or ``", no room for a reward token"``."""
    if action.reward is not None:
        return f", reward token from {action.reward.label}"
    return ", no reward token" if reward_room(state, seat, action) else ", no room for a reward token"


def _dropper_text(state: PerfumerState, seat: int, plate: Plate, plant: Scent | None) -> str:
    """``"Green dropper on Lavender"``, ``"Move the green dropper from Rose to Lavender"``,
    ``"Take the green dropper off Rose"``; says when another dropper makes way."""
    droppers = state.seats[seat].droppers
    was = droppers.get(plate)
    colour = plate.value
    if plant is None:
        return f"Take the {colour} dropper off {was.label}" if was else f"Take the {colour} dropper off"
    head = (
        f"Move the {colour} dropper from {was.label} to {plant.label}"
        if was
        else f"{colour.capitalize()} dropper on {plant.label}"
    )
    displaced = next(
        (other for other, slot in droppers.items() if slot is plant and other is not plate),
        None,
    )
    return head + (f" (the {displaced.value} dropper comes off)" if displaced else "")


def _from_holder(state: PerfumerState, holder: int | None) -> str:
    """``" from Bob"`` when another perfumer holds the item, else nothing."""
    return f" from {state.name(holder)}" if holder is not None else ""


PERFUMER = PerfumerGame()
