"""``GRASSE``: the Grasse rules core behind the :class:`grasse_tui.core.game.Game` protocol."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any, Final

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import FinalScores, Game, SeatConfig
from grasse_tui.core.step import GAME_OVER, PendingStep, StepInfo, one_seat
from grasse_tui.games.grasse.rules import actions as act
from grasse_tui.games.grasse.rules.actions import GrasseAction
from grasse_tui.games.grasse.rules.config import MAX_SEATS, GrasseConfig, decode_config, encode_config
from grasse_tui.games.grasse.rules.content import (
    BANK_COINS,
    CHATEAU_BONUS,
    DISCARD_COINS,
    ROMAN,
    ROYAL_BANK_COINS,
    LocationId,
    Perfume,
    Resource,
)
from grasse_tui.games.grasse.rules.effects import (
    INSTANT_COINS,
    coins_word,
    doubled,
    effect_options,
    production_points,
    recipe,
    sale_value,
)
from grasse_tui.games.grasse.rules.perturb import perturbed
from grasse_tui.games.grasse.rules.scoring import final_scores
from grasse_tui.games.grasse.rules.setup import new_state
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind, Then
from grasse_tui.games.grasse.rules.track import collect_cost, pawn_walk, pieces_text
from grasse_tui.games.grasse.rules.turns import allocation_cost, apply_action, legal_actions
from grasse_tui.games.grasse.rules.view import GrasseView, Views

SETUP_MIN_SEATS: Final = 2
"""``GrasseGame.min_seats``: the setup screen starts at 2 seats; it also offers 1 (solo against
Pierre) because ``MODULE.solo`` is True, so a new table never defaults to the solo game."""

_LOCATION_GAINS: Final[dict[LocationId, str]] = {
    LocationId.MASTER_PERFUMER: "take up to 2 cards",
    LocationId.BANK: f"gain {BANK_COINS} coins",
    LocationId.CITY_HALL: "swap one of your track tiles",
    LocationId.MARKET: "trade or buy a resource",
    LocationId.PERFUMERY: "sell a flask",
    LocationId.PALACE: "send the noble, use its location free",
    LocationId.GRANDE_USINE: "make any perfume",
    LocationId.ROYAL_BANK: f"gain {ROYAL_BANK_COINS} coins",
    LocationId.ALLEY: "step back up to 3 spaces and collect",
    LocationId.ALLEYWAY: "swap pawns and collect",
    LocationId.GRAND_FAIR: "extra move and collect",
    LocationId.CHATEAU: f"sell a flask for {CHATEAU_BONUS} coin extra",
    LocationId.ENFLEURAGE: "take any essence from the track",
    LocationId.SQUARE: "golden pawn, take 1 piece",
    LocationId.SHORTCUT: "exchange the pieces of two spaces",
}


def _sale_text(state: GrasseState, perfume: Perfume, bonus: int) -> str:
    """``+4 coins, +2 points (fashion, client)``: what selling ``perfume`` with ``bonus``
    extra coins brings, the coins cut to what the bank holds (ruling G8)."""
    coins, points = sale_value(state, perfume, bonus)
    why = ", ".join(
        name for name, applies in (("fashion", perfume is state.fashion), ("client", perfume in state.clients)) if applies
    )
    extra = f", +{points} point{'s' if points > 1 else ''} ({why})" if points else ""
    paid = coins_word(coins) if coins <= state.bank else f"{coins_word(state.bank)} (all the bank has left)"
    return f"+{paid}{extra}"


def _skipping(spaces: Sequence[int]) -> str:
    """`` (skipping 6)``: the occupied spaces a move passes over, which it does not count."""
    return f" (skipping {', '.join(str(space + 1) for space in spaces)})" if spaces else ""


def _names(resources: Sequence[Resource]) -> str:
    """``"2 water, floral"``: each resource once, with its count when more than one."""
    counts = Counter(resources)
    return ", ".join(f"{n} {r.value}" if n > 1 else r.value for r, n in counts.items()) or "nothing"


def _pieces(state: GrasseState, space: int) -> str:
    pieces = state.track[space].pieces
    return ", ".join(f"{n} {r.value}" if n > 1 else r.value for r, n in pieces.items() if n) or "empty"


class GrasseGame:
    """Grasse: Mestres Perfumistas for 2–5 seats with its mini expansions, or 1 seat solo against Pierre.

    In the solo game only the one seat ever acts: Pierre's reactions are carried
    out by the rules inside ``apply`` (see :mod:`grasse_tui.games.grasse.rules.pierre`).
    """

    game_id = "grasse"
    title = "Grasse: Mestres Perfumistas"
    min_seats = SETUP_MIN_SEATS
    """The fewest seats of the multi-seat game; one seat plays solo (``MODULE.solo``, config ``MIN_SEATS``)."""
    max_seats = MAX_SEATS

    def __init__(self) -> None:
        self._views = Views()

    def new(self, config: GrasseConfig, seed: int) -> GrasseState:
        """A new game from ``seed``, waiting for the first large tile of the setup draft."""
        return new_state(config, seed)

    def seats(self, config: GrasseConfig) -> tuple[SeatConfig, ...]:
        return config.seats

    def pending(self, state: GrasseState) -> PendingStep:
        """The one seat deciding now (every Grasse decision is private: a seat's screen shows
        its stock); nobody once the game is over."""
        return GAME_OVER if state.over else one_seat(state.step.seat)

    def legal_actions(self, state: GrasseState, seat: int) -> Sequence[GrasseAction]:
        """Every decision open to ``seat`` now (empty when it is not deciding)."""
        return legal_actions(state, seat)

    def apply(
        self, state: GrasseState, seat: int, action: GrasseAction, elapsed_ms: int | None = None
    ) -> StepInfo:
        """Carry out ``action`` for ``seat`` in place.

        Raises IllegalActionError (naming round, turn, step and the action) when
        ``action`` is not in ``legal_actions(state, seat)``. The StepInfo says
        whether hidden components were drawn, revealed or shuffled. No Grasse step is
        timed, so ``elapsed_ms`` is not used.
        """
        if not 0 <= seat < state.players or action not in legal_actions(state, seat):
            raise IllegalActionError(self._illegal_message(state, seat, action))
        return self.apply_checked(state, seat, action)

    def apply_checked(
        self, state: GrasseState, seat: int, action: GrasseAction, elapsed_ms: int | None = None
    ) -> StepInfo:
        """:meth:`apply` for a caller that has itself checked ``action`` is in
        ``legal_actions(state, seat)`` of this very state (``core.autoplay.play_out``
        does), so the actions are not listed a second time. Anything else may
        corrupt the state; interactive play goes through :meth:`apply`.
        """
        state.revealed = False
        apply_action(state, seat, action)
        return StepInfo(state.revealed)

    def view(self, state: GrasseState, viewer: int | None) -> GrasseView:
        return self._views.view(state, viewer)

    def perturbed(self, state: GrasseState, viewer: int | None, rng: Random) -> GrasseState:
        """A copy of ``state`` with what ``viewer`` may not see drawn anew with ``rng``
        (see :func:`perturb.perturbed`); ``state`` is left as it was."""
        return perturbed(state, viewer, rng)

    def is_over(self, state: GrasseState) -> bool:
        return state.over

    def final_scores(self, state: GrasseState) -> FinalScores:
        """Standings (meaningful once the game is over); see :func:`scoring.final_scores`."""
        return final_scores(state)

    def encode_config(self, config: GrasseConfig) -> dict[str, Any]:
        return encode_config(config)

    def decode_config(self, data: Mapping[str, Any]) -> GrasseConfig:
        return decode_config(data)

    def encode_action(self, action: GrasseAction) -> dict[str, Any]:
        return act.encode_action(action)

    def decode_action(self, data: Mapping[str, Any]) -> GrasseAction:
        return act.decode_action(data)

    def describe_action(self, state: GrasseState, seat: int, action: GrasseAction) -> str:
        """One line saying what ``action`` costs and gives ``seat`` now, e.g.
        ``"Bank — cost 1 coin, gain 2 coins"``."""
        step = state.step
        match action:
            case act.PlaceTrackTile(space=space):
                return f"Large tile on space {space + 1} ({_pieces(state, space)})"
            case act.PlaceWorker(location=loc):
                return self._describe_place(state, seat, loc)
            case act.DiscardWorker():
                return f"Discard this worker — gain {coins_word(DISCARD_COINS)} (no location affordable)"
            case act.SkipEffect():
                where = step.location.label if step.location else "location"
                return f"Skip the {where} effect"
            case act.Done():
                if step.kind is StepKind.FINAL:
                    return "Pass — no free action"
                if step.location is LocationId.MASTER_PERFUMER:
                    return "Stop — take no second card"
                return "Stop — no second flask"
            case act.Produce(perfume=perfume, essences=essences):
                owed = recipe(state, seat, perfume, essences)
                points = production_points(state, seat, perfume)
                bonuses = [
                    name
                    for name, applies in (
                        ("contract +1", any(c.perfume is perfume for c in state.seats[seat].contracts)),
                        ("vanguard +1", perfume is state.vanguard),
                    )
                    if applies
                ]
                # The points are the total: say the bonuses are in it, not to be added.
                note = f" ({' and '.join(bonuses)} included)" if bonuses else ""
                if perfume.is_classic and len(owed) < 5:
                    note += "; a technique saves a base"
                # Exotic options differ only in their two essences: named first, they survive a cut
                # label. A classic perfume's one essence is its own type: naming it says nothing.
                which = f" with {' + '.join(e.value for e in essences)}" if not perfume.is_classic else ""
                return f"Make {perfume.label}{which} — hand in {_names(owed)}; +{points} points{note}"
            case act.Sell(perfume=perfume):
                bonus = CHATEAU_BONUS if step.location is LocationId.CHATEAU else 0
                return f"Sell {perfume.label} — {_sale_text(state, perfume, bonus)}"
            case act.TakeCard(row=row, index=index):
                return f"Take {state.rows[row][index].label}"
            case act.RefreshRow(row=row):
                return f"Discard the open {row.value} cards and open new ones"
            case act.SwapTiles(a=a, b=b):
                # The two spaces first: a list cut to the panel's width still tells the options apart.
                other = self._tile(state, seat, b)  # "grey tile" or "Bob (B)'s tile"
                other = f"the {other}" if state.track[b].owner is None else other
                return f"Spaces {a + 1} ↔ {b + 1}: your tile moves to {b + 1}, {other} to {a + 1}"
            case act.MarketTrade(give=give, take=take):
                return f"Give {_names(give)} — take {_names(take)}"
            case act.MarketBuy(resource=resource):
                return f"Buy {resource.value} — cost 1 coin"
            case act.MoveNoble(location=loc):
                return f"Noble to {loc.the_label} — {self._gain(state, loc)}, free{self._idle_note(state, seat, loc)}"
            case act.MovePawn(steps=steps) | act.MovePawnBack(steps=steps):
                back = isinstance(action, act.MovePawnBack)
                target, skipped = pawn_walk(state, seat, steps, back)
                where = f"space {target + 1}{_skipping(skipped)}"
                verb = "Back" if back else "Move"
                tile = self._tile(state, seat, target)
                owner = state.track[target].owner
                if owner is not None and owner != seat and state.track[target].count:
                    tile += ", 1 coin to collect"  # said before the landing, not only at the collection
                return f"{verb} {steps} — {where}, {tile} ({_pieces(state, target)})"
            case act.SwapPawns(seat=rival):
                theirs = state.seats[rival].pawn
                assert theirs is not None
                return f"Swap pawns with {state.seat_label(rival)} — space {theirs + 1} ({_pieces(state, theirs)})"
            case act.Collect(resources=resources):
                if not resources:
                    return "Take nothing"
                assert step.space is not None
                cost = collect_cost(state, seat, step.space, step.golden, resources)
                owner = state.track[step.space].owner
                paid = f" — pay 1 coin to {state.seat_label(owner)}" if cost and owner is not None else " — free"
                return f"Take {pieces_text(resources)}{paid}"
            case act.TakeFromSpace(space=space, resource=resource):
                return f"Take {resource.value} from space {space + 1}"
            case act.PlaceGoldenPawn(space=space):
                return f"Golden pawn to space {space + 1} ({_pieces(state, space)})"
            case act.SwapCubes(a=a, b=b):
                # The two spaces first: a list cut to the panel's width still tells the options apart.
                return f"Exchange spaces {a + 1} and {b + 1} ({_pieces(state, a)} / {_pieces(state, b)})"
            case act.ChooseForPierre(perfume=perfume):
                if step.selling:  # at Perfumery prices (ruling G53)
                    return f"Pierre sells {perfume.label} — he gets {_sale_text(state, perfume, 0)}"
                pierre = state.pierre
                assert pierre is not None
                return f"Pierre makes {perfume.label} — he scores +{production_points(state, pierre, perfume)} points"
            case act.EventTake(space=space, resource=resource):
                return f"Take {resource.value} from space {space + 1} — free ({_pieces(state, space)})"
            case act.EventReturn(space=space, resource=resource):
                there = state.track[space].count
                return f"Return {resource.value} to space {space + 1} ({there} piece{'' if there == 1 else 's'} there)"
            case act.EventTakeCard(row=row, index=index):
                return f"Take {state.rows[row][index].label} — free"
            case act.EventPass():
                return "Take nothing more" if step.event_pieces else "Decline — take nothing"
            case act.Deliver(space=space):
                resource = step.pending[0]
                there = state.track[space].count
                pieces = f"{there} piece{'' if there == 1 else 's'} there"
                return f"Put {resource.value} on space {space + 1}, {self._tile(state, seat, space)} ({pieces})"
        raise TypeError(f"not a Grasse action: {action!r}")

    @staticmethod
    def _tile(state: GrasseState, seat: int, space: int) -> str:
        owner = state.track[space].owner
        if owner is None:
            return "grey tile"
        return "your tile" if owner == seat else f"{state.seat_label(owner)}'s tile"

    @staticmethod
    def _factory_gain(state: GrasseState, location: LocationId) -> str:
        first, second = state.factories[location]
        return f"make {first.label} or {second.label}"

    def _gain(self, state: GrasseState, location: LocationId) -> str:
        """What ``location``'s effect gives, as an option says it (a bank paying less than its
        due when the bank runs short, ruling G8)."""
        due = INSTANT_COINS.get(location)  # paid only while the bank holds that much (ruling G8)
        if due is not None and state.bank < due:
            return f"gain {coins_word(state.bank)} (all the bank has left)"
        gain = _LOCATION_GAINS.get(location) or self._factory_gain(state, location)
        if doubled(state, location):
            gain += " (up to 2 flasks this round)"
        return gain

    def _describe_place(self, state: GrasseState, seat: int, location: LocationId) -> str:
        cost = allocation_cost(state, location)
        price = f"cost {coins_word(cost)}" if cost else "free"
        return f"{location.label} — {price}, {self._gain(state, location)}{self._idle_note(state, seat, location)}"

    @staticmethod
    def _idle_note(state: GrasseState, seat: int, location: LocationId) -> str:
        """" (nothing you can do there now)" when ``location``'s effect would offer ``seat``
        nothing (a bank always pays), else ""."""
        if location in (LocationId.BANK, LocationId.ROYAL_BANK):
            return ""
        if effect_options(state, Step(StepKind.EFFECT, seat, Then.EFFECT_DONE, location)):
            return ""
        return " (nothing you can do there now)"

    def _illegal_message(self, state: GrasseState, seat: int, action: object) -> str:
        try:
            shown = str(act.encode_action(action))  # type: ignore[arg-type]
        except TypeError:
            shown = repr(action)
        step = state.step
        where = (
            "setup draft"
            if state.drafting
            else f"round {ROMAN[state.round - 1]}, turn {state.turn + 1} of {state.turns_per_round}"
        )
        who = state.seat_label(step.seat) if not state.over else "nobody"
        return f"illegal action {shown} for seat {seat} at {where}, step {step.kind.value!r} ({who} to decide)"


GRASSE: Final[Game[GrasseConfig, GrasseState, GrasseAction, GrasseView]] = GrasseGame()
