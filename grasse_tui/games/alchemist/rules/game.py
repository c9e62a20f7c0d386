"""The Grand Alchemist's rules core (``core.game.Game``): 3–6 seats, the three optional
rules (rulebook: the whole; gaps: ``rulings.py``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.step import GAME_OVER, PendingStep, StepInfo
from grasse_tui.core.wording import counted
from grasse_tui.games.alchemist.rules import actions as act
from grasse_tui.games.alchemist.rules.actions import AlchemistAction, decode_action, encode_action
from grasse_tui.games.alchemist.rules.cards import EVENT
from grasse_tui.games.alchemist.rules.config import MAX_SEATS, MIN_SEATS, AlchemistConfig, decode_config, encode_config
from grasse_tui.games.alchemist.rules.flow import apply_action, check, deciding, legal_actions
from grasse_tui.games.alchemist.rules.moves import free_markers
from grasse_tui.games.alchemist.rules.perturb import perturbed
from grasse_tui.games.alchemist.rules.setup import new_state
from grasse_tui.games.alchemist.rules.state import AlchemistState, Phase
from grasse_tui.games.alchemist.rules.view import AlchemistView, view


class AlchemistGame:
    game_id = "alchemist"
    title = "The Grand Alchemist"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    def new(self, config: AlchemistConfig, seed: int) -> AlchemistState:
        return new_state(config, seed)

    def seats(self, config: AlchemistConfig) -> tuple[SeatConfig, ...]:
        return config.seats

    def pending(self, state: AlchemistState) -> PendingStep:
        """One seat decides at a time, privately (its screen shows its hand and its alchemist)."""
        seat = deciding(state)
        return GAME_OVER if seat is None else PendingStep((seat,))

    def legal_actions(self, state: AlchemistState, seat: int) -> Sequence[AlchemistAction]:
        return legal_actions(state, seat)

    def apply(self, state: AlchemistState, seat: int, action: AlchemistAction, elapsed_ms: int | None = None) -> StepInfo:
        """Carry out ``action`` for ``seat``. Raises IllegalActionError naming the turn and phase."""
        check(state, seat, action)
        return self.apply_checked(state, seat, action, elapsed_ms)

    def apply_checked(
        self, state: AlchemistState, seat: int, action: AlchemistAction, elapsed_ms: int | None = None
    ) -> StepInfo:
        apply_action(state, seat, action)
        chance, state.chance = tuple(state.chance), []
        revealed, state.revealed = state.revealed, False
        return StepInfo(revealed, chance=chance)

    def view(self, state: AlchemistState, viewer: int | None) -> AlchemistView:
        return view(state, viewer)

    def perturbed(self, state: AlchemistState, viewer: int | None, rng: Random) -> AlchemistState:
        return perturbed(state, viewer, rng)

    def is_over(self, state: AlchemistState) -> bool:
        return state.phase is Phase.OVER

    def final_scores(self, state: AlchemistState) -> FinalScores:
        """Ingots by seat; the winners as the game ended (rulings A17, A24)."""
        lines = [
            ScoreLine(seat, s.ingots, {"ingots": s.ingots}, tiebreak=len(s.savoir))
            for seat, s in enumerate(state.seats)
        ]
        secrets = tuple(
            f"{state.name(seat)}: laboratory in {s.laboratory}, alchemist {state.alchemists[seat]}."
            for seat, s in enumerate(state.seats)
        )
        return FinalScores(lines, state.winners, details={"secrets": (state.end_reason, *secrets)})

    def encode_config(self, config: AlchemistConfig) -> dict[str, Any]:
        return encode_config(config)

    def decode_config(self, data: Mapping[str, Any]) -> AlchemistConfig:
        return decode_config(data)

    def encode_action(self, action: AlchemistAction) -> dict[str, Any]:
        return encode_action(action)

    def decode_action(self, data: Mapping[str, Any]) -> AlchemistAction:
        return decode_action(data)

    def describe_action(self, state: AlchemistState, seat: int, action: AlchemistAction) -> str:
        """A one-line label, e.g. ``"m02 to Lyon"``, ``"Search Bob's laboratory in Milan"``."""
        return describe(state, action)


def describe(state: AlchemistState, action: AlchemistAction) -> str:
    name = state.name
    match action:
        case act.Place(city=city):
            return f"Start in {city}"
        case act.Assign(dice=dice):
            markers = free_markers(state, state.current)
            return "Dice: " + ", ".join(f"{m} {d}" for m, d in zip(markers, dice, strict=False))
        case act.Step(marker=marker, city=city):
            return f"{marker}: {state.markers[marker].place} → {city}"
        case act.Stop(marker=marker, study=study):
            place = state.markers[marker].place
            return f"{marker} studies in {place}" if study else f"{marker} stops in {place}"
        case act.Inspect(target=target):
            return f"Inspect {name(state.markers[target].owner)}'s {target}"
        case act.Duel(target=target, swordsmen=swords):
            return f"Duel {name(state.markers[target].owner)}'s {target}" + (f" with {swords} swordsman" if swords else "")
        case act.Defend(swordsmen=swords):
            return f"Defend with {counted(swords, 'swordsman card')}" if swords else "Defend with no swordsman"
        case act.Divert():
            return "Try to divert the assistant"
        case act.Exchange(cities=cities):
            return f"Swap the cards of {', '.join(cities)}" if cities else "Swap nothing"
        case act.Pass():
            return "Pass"
        case act.PlayCoach(card=card, marker=marker):
            return f"Coach +{EVENT[card].points} for {marker}"
        case act.PlaySearch(seat=other, city=city):
            return f"Search {name(other)}'s laboratory in {city}"
        case act.PlayProtection(marker=marker):
            return f"Protection: free {marker} from the dungeon"
        case act.PlayPrison(seat=other):
            return f"Prison: one of {name(other)}'s assistants"
        case act.SendAssistant(marker=marker):
            return f"Send {marker} to prison"
        case act.PlayPlague(city=city):
            return f"Plague on {city}"
        case act.PlayThief(seat=other, savoir=savoir):
            return f"Thief: {name(other)}'s {'Savoir' if savoir else 'event'} cards"
        case act.Swap(mine=mine, theirs=theirs):
            return f"Swap {mine} for {theirs}"
        case act.PlayAlloy(city=city, family=family):
            return f"Secret alloy: the {city} card counts as {family.value}"
        case act.GrandOeuvre():
            return "Attempt the Grand Œuvre"
        case act.EndSequence():
            return "End my sequence"
        case act.InquisitorDie(points=points):
            return f"Keep {points} for the Inquisitor"
        case act.InquisitorStep(city=city):
            return f"Inquisitor to {city}"
        case act.InquisitorSearch(seat=other):
            return f"Search here for {name(other)}'s laboratory"
        case act.InquisitorControl(marker=marker):
            return f"Control {name(state.markers[marker].owner)}'s {marker}"
        case act.InquisitorCoach(card=card):
            return f"Coach +{EVENT[card].points} for the Inquisitor"
        case act.InquisitorStop():
            return "The Inquisitor stops here"
        case act.Vote(guilty=guilty):
            return "Vote guilty" if guilty else "Vote to acquit"
    raise TypeError(f"not a Grand Alchemist action: {action!r}")


ALCHEMIST = AlchemistGame()
