"""Turn structure (rulebook "Game Development", "Worker Allocation", "Maintenance",
"End of Game", "Solo Mode"; rulings G3, G9, G13, G14, G40–G42, G59).

A turn is: place a worker (or discard it), optionally carry out the location's
effect, move the pawn 1–2 spaces, collect. :func:`legal_actions` lists every
decision open now and :func:`apply_action` carries one out; a decision with no
real choice (an effect that cannot be used, a space with nothing to take) is
skipped with a log line rather than asked.

Solo: the one seat takes every turn; when its turn ends, :mod:`pierre` carries
out Pierre's reaction, move and collection before the next turn. The seat is
asked only when Pierre's table leaves a perfume to "the player's choice"
(a PIERRE step).
"""

from __future__ import annotations

from typing import Final

from grasse_tui.games.grasse.rules import pierre, pierre_reactions
from grasse_tui.games.grasse.rules.actions import (
    ChooseForPierre,
    Collect,
    Deliver,
    DiscardWorker,
    Done,
    GrasseAction,
    MovePawn,
    PlaceTrackTile,
    PlaceWorker,
    Produce,
    Sell,
    SkipEffect,
    TakeFromSpace,
)
from grasse_tui.games.grasse.rules.clients import clients_maintenance, reveal_formulas
from grasse_tui.games.grasse.rules.content import (
    DISCARD_COINS,
    FINAL_PHASE_OPENS,
    PERFUMES,
    ROMAN,
    ROUNDS,
    WORKERS,
    LocationId,
)
from grasse_tui.games.grasse.rules.effects import (
    apply_effect,
    coins_word,
    effect_options,
    gain_coins,
    pay_bank,
    pay_seat,
    produce,
    produce_options,
    purse,
    sell,
    sell_options,
    start_effect,
    take_options,
)
from grasse_tui.games.grasse.rules.events import apply_event_action, begin_round_events, event_legal, run_events
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind, Then
from grasse_tui.games.grasse.rules.track import (
    collect_cost,
    collect_options,
    deliver_piece,
    delivery_spaces,
    forward_target,
    pieces_text,
    set_golden,
    set_pawn,
    take_piece,
)


def worker_cost(present: int, players: int) -> int:
    """Coins to allocate a worker where ``present`` workers (noble included) stand.

    2 players: 0 if empty, else 1 + workers; 3–4 players: the number of
    workers; 5 players: workers − 1, never below 0 ("Worker Allocation",
    "Rules for 5 Players").
    """
    if players == 2:
        return present + 1 if present else 0
    if players == 5:
        return present - 1 if present else 0
    return present


def allocation_cost(state: GrasseState, location: LocationId) -> int:
    """Coins to allocate a worker at ``location`` now (see :func:`worker_cost`)."""
    return worker_cost(len(state.workers[location]) + (state.noble is location), len(state.seats))


def place_options(state: GrasseState, seat: int) -> list[GrasseAction]:
    """Affordable locations in board order (``state.locations``), or the forced discard
    when there is none (ruling G14)."""
    coins = state.seats[seat].coins
    options: list[GrasseAction] = [PlaceWorker(loc) for loc in state.locations if allocation_cost(state, loc) <= coins]
    return options or [DiscardWorker()]


def final_options(state: GrasseState, seat: int) -> list[GrasseAction]:
    """End-of-game free action (ruling G13): make any perfume, sell a flask, or pass."""
    return [*produce_options(state, seat, PERFUMES), *sell_options(state, seat), Done()]


def legal_actions(state: GrasseState, seat: int) -> list[GrasseAction]:
    """Every decision ``seat`` may take now (empty when it is not that seat's decision)."""
    step = state.step
    if step.seat != seat or step.kind is StepKind.OVER:
        return []
    kind = step.kind
    if kind is StepKind.PLACE:
        return place_options(state, seat)
    if kind is StepKind.MOVE:
        return [MovePawn(1), MovePawn(2)]
    if kind is StepKind.COLLECT:
        assert step.space is not None
        return list(collect_options(state, seat, step.space, step.golden))
    if kind is StepKind.DELIVER:
        return [Deliver(space) for space in delivery_spaces(state)]
    if kind is StepKind.TAKE:
        return list(take_options(state, step.takes[0]))
    if kind is StepKind.EFFECT:
        return [*effect_options(state, step), Done() if step.times_done else SkipEffect()]
    if kind is StepKind.FINAL:
        return final_options(state, seat)
    if kind is StepKind.PIERRE:
        return [ChooseForPierre(perfume) for perfume in pierre.choice_options(state, step)]
    if kind is StepKind.EVENT:
        return event_legal(state, step)
    return [PlaceTrackTile(index) for index, space in enumerate(state.track) if space.owner is None]


def apply_action(state: GrasseState, seat: int, action: GrasseAction) -> None:
    """Carry out ``action`` for ``seat``; the caller checked it is legal."""
    step = state.step
    kind = step.kind
    label = state.seat_label(seat)
    if kind is StepKind.TRACK_TILE:
        assert isinstance(action, PlaceTrackTile)
        _place_track_tile(state, seat, action.space)
    elif kind is StepKind.PLACE:
        if isinstance(action, DiscardWorker):
            _discard_worker(state, seat)
        else:
            assert isinstance(action, PlaceWorker)
            _place_worker(state, seat, action.location)
    elif kind is StepKind.EFFECT:
        if isinstance(action, SkipEffect | Done):
            if isinstance(action, SkipEffect):
                assert step.location is not None
                state.add_log(f"{label} does not use {step.location.the_label}.", seat)
            _advance(state, seat, None, step.then)
        else:
            _advance(state, seat, apply_effect(state, step, action), step.then)
    elif kind is StepKind.DELIVER:
        assert isinstance(action, Deliver)
        resource = step.pending.pop(0)
        deliver_piece(state, seat, action.space, resource)
        state.add_log(f"{label} puts {resource.value} on space {action.space + 1}.", seat)
        if not step.pending:
            if step.takes:
                step.kind = StepKind.TAKE
            else:
                _advance(state, seat, step.after, step.then)
    elif kind is StepKind.TAKE:
        assert isinstance(action, TakeFromSpace)
        step.takes.pop(0)
        take_piece(state, seat, action.space, action.resource)
        state.add_log(f"{label} takes {action.resource.value} from space {action.space + 1}.", seat)
        if not step.takes:
            _advance(state, seat, None, step.then)
    elif kind is StepKind.COLLECT:
        assert isinstance(action, Collect)
        _collect(state, seat, step, action)
        _advance(state, seat, None, step.then)
    elif kind is StepKind.MOVE:
        assert isinstance(action, MovePawn)
        target = forward_target(state, seat, action.steps)
        set_pawn(state, seat, target)
        state.add_log(f"{label} moves {action.steps} to space {target + 1}.", seat)
        _advance(state, seat, Step(StepKind.COLLECT, seat, Then.TURN_DONE, space=target), Then.TURN_DONE)
    elif kind is StepKind.FINAL:
        _final_action(state, seat, action)
    elif kind is StepKind.PIERRE:
        assert isinstance(action, ChooseForPierre)
        second = pierre.resolve_choice(state, step, action.perfume)
        if second is not None:
            state.step = second  # a doubling event: you choose his second flask too (G38)
        elif step.then is Then.PIERRE_TURN_DONE:
            pierre.move_and_collect(state)
            _next_turn(state)
        else:
            _game_over(state)
    elif kind is StepKind.EVENT:
        if not apply_event_action(state, seat, action):
            _place_after_events(state)


def _place_track_tile(state: GrasseState, seat: int, space: int) -> None:
    state.track[space].owner = seat
    state.touch_space(space)
    state.add_log(f"{state.seat_label(seat)} places a large tile on space {space + 1}.", seat)
    state.turn += 1
    if state.solo:
        # Solo setup 3: Pierre places his 1st and 2nd tiles after your 1st, his 3rd after your 3rd (G42).
        if state.turn == 1:
            pierre.place_setup_tiles(state, (1, 2))
        elif state.turn == len(state.draft_order):
            pierre.place_setup_tiles(state, (3,))
    if state.turn < len(state.draft_order):
        state.step = Step(StepKind.TRACK_TILE, state.draft_order[state.turn])
        return
    state.drafting = False
    for index in range(len(state.track)):
        state.touch_space(index)
    state.add_log("The other spaces get grey tiles. Round I begins.")
    _start_round(state)


def _start_round(state: GrasseState) -> None:
    for seat in state.turn_order:  # Pierre has no workers (G40)
        record = state.seats[seat]
        record.workers_left = WORKERS
        record.discarded = 0
        state.touch_seat(seat)
    state.turn = 0
    begin_round_events(state)
    _place_after_events(state)


def _place_after_events(state: GrasseState) -> None:
    """Ask the next seat with an event decision, or start the round's placements."""
    if not run_events(state):
        state.step = Step(StepKind.PLACE, state.turn_order[0])


def _place_worker(state: GrasseState, seat: int, location: LocationId) -> None:
    cost = allocation_cost(state, location)
    pay_bank(state, seat, cost)
    state.workers[location].append(seat)
    state.seats[seat].workers_left -= 1
    state.cue = location
    state.touch_location(location)
    state.touch_seat(seat)
    paid = f", paying {coins_word(cost)}" if cost else ""
    state.add_log(
        f"{state.seat_label(seat)} places a worker at {location.the_label}{paid}.",
        seat,
        purse(state, seat) if cost else None,
    )
    step = Step(StepKind.EFFECT, seat, Then.EFFECT_DONE, location)
    _advance(state, seat, start_effect(state, seat, location, step), Then.EFFECT_DONE)


def _discard_worker(state: GrasseState, seat: int) -> None:
    record = state.seats[seat]
    record.workers_left -= 1
    record.discarded += 1
    state.cue = None
    state.touch_seat(seat)
    paid = gain_coins(state, seat, DISCARD_COINS)
    state.add_log(
        f"{state.seat_label(seat)} cannot pay for any location and discards a worker for {coins_word(paid)}.",
        seat,
        purse(state, seat),
    )
    state.step = Step(StepKind.MOVE, seat)


def _collect(state: GrasseState, seat: int, step: Step, action: Collect) -> None:
    assert step.space is not None
    label = state.seat_label(seat)
    if not action.resources:
        state.add_log(f"{label} takes nothing from space {step.space + 1}.", seat)
        return
    cost = collect_cost(state, seat, step.space, step.golden, action.resources)
    paid = ""
    private = None
    if cost:
        owner = state.track[step.space].owner
        assert owner is not None
        pay_seat(state, seat, owner, cost)
        paid = f", paying 1 coin to {state.seat_label(owner)}"
        private = purse(state, seat)
        private[owner] = f"(You receive 1 coin; you now have {coins_word(state.seats[owner].coins)}.)"
    for resource in action.resources:
        take_piece(state, seat, step.space, resource)
    state.add_log(f"{label} takes {pieces_text(action.resources)} from space {step.space + 1}{paid}.", seat, private)


def _advance(state: GrasseState, seat: int, nxt: Step | None, then: Then) -> None:
    """Make ``nxt`` the pending step, skipping steps with no real choice; when the
    chain is over (``nxt`` None), continue as ``then`` says."""
    while nxt is not None:
        if nxt.kind is StepKind.EFFECT and not effect_options(state, nxt):
            if not nxt.times_done:
                assert nxt.location is not None
                # Only the seat learns why: "nothing possible" would reveal its stock.
                state.add_log(
                    f"{state.seat_label(seat)} does not use {nxt.location.the_label}.",
                    seat,
                    {seat: "(Nothing you could do there.)"},
                )
            nxt = None
        elif nxt.kind is StepKind.COLLECT and len(collect_options(state, seat, nxt.space or 0, nxt.golden)) == 1:
            space = nxt.space or 0
            if state.track[space].count:
                # No coin to pay the tile's owner: logged as a seat taking nothing by choice,
                # since which of the two it was would tell its coins.
                state.add_log(
                    f"{state.seat_label(seat)} takes nothing from space {space + 1}.",
                    seat,
                    {seat: "(You have no coin to pay for a piece there.)"},
                )
            nxt = None
        else:
            state.step = nxt
            return
    if then is Then.EFFECT_DONE:
        state.step = Step(StepKind.MOVE, seat)
    elif then is Then.TURN_DONE:
        _end_turn(state)
    else:
        state.final_index += 1
        _next_final(state)


def _end_turn(state: GrasseState) -> None:
    """A seat's turn is over: in solo Pierre reacts, moves and collects first (G41)."""
    if state.solo:
        choice = pierre_reactions.react(state, Then.PIERRE_TURN_DONE)
        if choice is not None:
            state.step = choice
            return
        pierre.move_and_collect(state)
    _next_turn(state)


def _next_turn(state: GrasseState) -> None:
    state.turn += 1
    order = state.turn_order
    if state.turn < state.turns_per_round:
        state.step = Step(StepKind.PLACE, order[state.turn % len(order)])
    elif state.round < ROUNDS:
        maintenance(state)
    else:
        who = "You and Pierre" if state.solo else "Each seat"
        state.add_log(f"{FINAL_PHASE_OPENS} {who} may now make or sell one perfume for free.")
        state.final_index = 0
        state.cue = None
        _next_final(state)


def first_player(state: GrasseState) -> int:
    """Fewest points; among tied seats, the marker on top (reached that score last, G9)."""
    return min(range(state.players), key=lambda s: (state.seats[s].points, -state.seats[s].arrival))


def maintenance(state: GrasseState) -> None:
    """Between rounds: vanguard becomes fashion and a new vanguard opens, the next
    round tile is revealed, noble and golden pawn leave, workers come home, and
    the first player is chosen (rulebook "Maintenance", ruling G9). With Important
    Clients the client row changes first; with Events the new round's cards are
    revealed before any worker is placed."""
    clients_maintenance(state)
    state.fashion = state.vanguard
    state.vanguard = state.vanguard_deck.pop()
    state.round += 1
    tile = state.round_tiles[state.round - 1]
    state.locations.append(tile)
    state.noble = None
    set_golden(state, None)
    for seats in state.workers.values():
        seats.clear()
    if state.solo:
        first = 0  # you always act before Pierre (G41, G59)
    else:
        first = first_player(state)
        state.turn_order = [(first + i) % state.players for i in range(state.players)]
    state.touch_locations()
    state.touch_board()
    state.revealed = True
    who = "you act before Pierre" if state.solo else f"{state.seat_label(first)} goes first"
    state.add_log(
        f"Round {ROMAN[state.round - 1]}: {state.fashion.label} is in fashion, {state.vanguard.label} is "
        f"the vanguard, {tile.the_label} opens, and {who}."
    )
    _start_round(state)


_NOTHING_TO_DO: Final = "(You have nothing to make or sell, so the game passes for you.)"
"""What a seat reads of its own pass when it had no free action to choose; the others read
only that it passes, as after a chosen pass, since the reason would show its stock."""


def _next_final(state: GrasseState) -> None:
    order = state.turn_order
    while state.final_index < len(order):
        seat = order[state.final_index]
        if len(final_options(state, seat)) > 1:
            state.step = Step(StepKind.FINAL, seat, Then.FINAL_DONE)
            return
        state.add_log(f"{state.seat_label(seat)} passes.", seat, {seat: _NOTHING_TO_DO})
        state.final_index += 1
    if state.solo and state.final_index == len(order):
        # Pierre's free action comes after yours (G59).
        state.final_index += 1
        sold = state.cue is LocationId.PERFUMERY
        state.cue = None
        choice = pierre.final_action(state, sold, Then.PIERRE_FINAL_DONE)
        if choice is not None:
            state.step = choice
            return
    _game_over(state)


def _game_over(state: GrasseState) -> None:
    state.step = Step(StepKind.OVER, state.turn_order[0])
    for seat in range(state.players):
        state.touch_seat(seat)  # secret formulas are revealed
    state.add_log("The game is over.")
    reveal_formulas(state)


def _final_action(state: GrasseState, seat: int, action: GrasseAction) -> None:
    if isinstance(action, Produce):
        owed = produce(state, seat, action.perfume, action.essences)
        state.step = Step(StepKind.DELIVER, seat, Then.FINAL_DONE, pending=owed)
        return
    if isinstance(action, Sell):
        sell(state, seat, action.perfume, 0)
        # Pierre's free action answers a sale as the Perfumery does (G59).
        state.cue = LocationId.PERFUMERY
    else:
        state.add_log(f"{state.seat_label(seat)} passes.", seat)
    state.final_index += 1
    _next_final(state)
