"""Mini Expansion I – Events (rulebook "Mini Expansion Rules"; rulings G25–G31).

At the start of a round with events (II–IV; I too with variant 1), the first
player reveals one card (two with variant 3; with variant 2 they were laid face
up at setup). The cards then act in reveal order: an *immediate* card at once,
a *round* card by changing the rules until the round ends, and a *decision*
card by asking each seat in turn order (an EVENT step for that seat). Workers
are placed only once every card is resolved.

Solo: every card also acts on Pierre, right after the seat's part and without
asking anything (:func:`pierre_events.event_part`; rulings G33–G38).
"""

from __future__ import annotations

from typing import Final

from grasse_tui.games.grasse.rules import pierre_events
from grasse_tui.games.grasse.rules.actions import EventPass, EventReturn, EventTake, EventTakeCard, GrasseAction
from grasse_tui.games.grasse.rules.config import EVENTS
from grasse_tui.games.grasse.rules.content import (
    EVENT_DECK,
    ROMAN,
    ROUNDS,
    CardRow,
    EventId,
    EventKind,
    Resource,
    event_pieces_wanted,
)
from grasse_tui.games.grasse.rules.effects import can_hold, coins_word, gain_coins, pay_bank, purse, take_card
from grasse_tui.games.grasse.rules.state import GrasseState, Step, StepKind
from grasse_tui.games.grasse.rules.track import deliver_piece, delivery_spaces, take_piece

EVENT_COINS: Final = 2
"""Coins every seat gains, or pays, with the two coin events."""

OPTIONAL: Final[frozenset[EventId]] = frozenset(
    {EventId.TWO_BASES, EventId.BASE_AND_ESSENCE, EventId.FREE_TECHNIQUE, EventId.FREE_CONTRACT}
)
"""Decision cards a seat may decline ("may"); the others must be carried out."""

PIECES: Final[dict[EventId, int]] = {
    EventId.TWO_BASES: 2,
    EventId.BASE_AND_ESSENCE: 2,
    EventId.RETURN_TWO_BASES: 2,
    EventId.RETURN_ESSENCE: 1,
    EventId.FREE_TECHNIQUE: 1,
    EventId.FREE_CONTRACT: 1,
}
"""How many pieces (or cards) a decision card lets or makes each seat take or return."""


def event_rounds(state: GrasseState) -> range:
    """The rounds that open with event cards: II–IV, or I–IV with variant 1."""
    return range(1 if 1 in state.config.events_variants else 2, ROUNDS + 1)


def cards_per_round(state: GrasseState) -> int:
    """1, or 2 with variant 3."""
    return 2 if 3 in state.config.events_variants else 1


def setup_events(state: GrasseState) -> None:
    """Shuffle the 15 event cards into a pile; with variant 2, lay out every round's
    cards face up at once (no-op without the expansion)."""
    if EVENTS not in state.config.expansions:
        return
    deck = list(EVENT_DECK)
    state.rng.shuffle(deck)
    state.event_deck = deck
    if 2 in state.config.events_variants:
        for number in event_rounds(state):
            state.event_schedule[number] = _draw_for_round(state, number)
        shown = "; ".join(
            f"round {ROMAN[n - 1]}: {', '.join(c.label for c in cards)}" for n, cards in state.event_schedule.items()
        )
        state.add_log(f"The event cards lie face up from the start — {shown}.")
    else:
        state.add_log("The event cards are shuffled into a pile.")


def _draw_for_round(state: GrasseState, number: int) -> list[EventId]:
    """Draw the cards for round ``number``; in round I a card with no effect is set
    aside and the next one drawn (variant 1, ruling G28)."""
    cards: list[EventId] = []
    for _ in range(cards_per_round(state)):
        while state.event_deck:
            card = state.event_deck.pop()
            if number == 1 and not has_effect(state, card):
                state.events_past.append(card)
                state.add_log(f"The event {card.label} would have no effect now; it is set aside for another card.")
                continue
            cards.append(card)
            break
    return cards


def has_effect(state: GrasseState, card: EventId) -> bool:
    """Ruling G28: a card has no effect when carrying it out now would change nothing
    for anyone — no coin to give or take, no vanguard card left to flip, or no seat
    with anything it could take or return. Round-long cards always have an effect."""
    if card is EventId.COINS_FOR_ALL:
        return state.bank > 0
    if card is EventId.TAX:
        return any(record.coins for record in state.seats)
    if card is EventId.VANGUARD_SHIFT:
        return bool(state.vanguard_deck)
    if card.kind is EventKind.ROUND:
        return True
    return any(event_options(state, Step(StepKind.EVENT, seat, event=card)) for seat in range(state.players))


def begin_round_events(state: GrasseState) -> None:
    """Reveal this round's event cards (if any) and queue them for resolution."""
    if EVENTS not in state.config.expansions:
        return
    state.events_past.extend(state.events_now)
    state.events_now = []
    state.event_queue = []
    state.event_turn = 0
    state.collect_mode = 0
    if state.round not in event_rounds(state):
        state.touch_board()
        return
    if 2 in state.config.events_variants:
        cards = state.event_schedule.pop(state.round, [])
    else:
        cards = _draw_for_round(state, state.round)
    state.revealed = True
    state.touch_board()
    if not cards:
        state.add_log("No event card is left to reveal.")
        return
    state.events_now = list(cards)
    state.event_queue = list(cards)
    rich, poor = EventId.RICH_HARVEST in cards, EventId.POOR_HARVEST in cards
    state.collect_mode = 2 if rich and not poor else 1 if poor and not rich else 0
    shown = "; ".join(f"{c.label} ({c.info.summary.rstrip('.')})" for c in cards)
    plural = "s" if len(cards) > 1 else ""
    if 2 in state.config.events_variants:  # laid face up at setup: they only come into play now
        how = f" take{'' if plural else 's'} effect"
    else:
        how = f", revealed by {state.seat_label(state.turn_order[0])}"
    state.add_log(f"Round {ROMAN[state.round - 1]} event{plural}{how}: {shown}.")
    if rich and poor:
        state.add_log("Collect 2 and Collect at Most 1 cancel out: collecting follows the usual rules this round.")


def run_events(state: GrasseState) -> bool:
    """Resolve queued event cards until a seat must decide (Pierre's part of each
    card follows the seat's in a solo game), marking the board as each card leaves the queue.

    Returns True with ``state.step`` set to that seat's EVENT step, or False once
    every card of the round is resolved (the caller then starts the placements).
    """
    while state.event_queue:
        card = state.event_queue[0]
        if card.kind is EventKind.IMMEDIATE:
            _immediate(state, card)
        elif card.kind is EventKind.DECISION:
            while state.event_turn < len(state.turn_order):
                seat = state.turn_order[state.event_turn]
                step = Step(StepKind.EVENT, seat, event=card)
                if event_options(state, step):
                    state.step = step
                    return True
                _nothing_to_do(state, seat, card, [])
                state.event_turn += 1
        if state.solo:
            pierre_events.event_part(state, card, EVENT_COINS)  # he comes after you (G33, G41)
        state.event_queue.pop(0)
        state.event_turn = 0
        state.touch_board()  # the view lists the cards still waiting
    return False


def _immediate(state: GrasseState, card: EventId) -> None:
    order = state.turn_order
    if card is EventId.COINS_FOR_ALL:
        parts = [f"{state.seat_label(s)} {coins_word(gain_coins(state, s, EVENT_COINS))}" for s in order]
        state.add_log(f"Everyone Gains 2 Coins: the bank pays {', '.join(parts)}.", None, purse(state, *order))
    elif card is EventId.TAX:
        parts = []
        for seat in order:
            amount = min(EVENT_COINS, state.seats[seat].coins)
            pay_bank(state, seat, amount)
            note = "" if amount == EVENT_COINS else (" (all they had)" if amount else " (had none)")
            parts.append(f"{state.seat_label(seat)} {coins_word(amount)}{note}")
        state.add_log(f"Everyone Pays 2 Coins: {', '.join(parts)} paid to the bank.", None, purse(state, *order))
    elif card is EventId.VANGUARD_SHIFT:
        if not state.vanguard_deck:
            state.add_log("Vanguard Flips Again: no vanguard card is left to flip; the vanguard stays.")
            return
        old = state.vanguard
        state.vanguard = state.vanguard_deck.pop()
        state.revealed = True
        state.touch_board()
        state.add_log(
            f"Vanguard Flips Again: {state.seat_label(order[0])} flips a new vanguard card — {state.vanguard.label} "
            f"replaces {old.label} as this round's vanguard (the {old.label} vanguard card leaves the game)."
        )


def _wanted(step: Step) -> tuple[Resource, ...]:
    """Resources the seat may still take or return for ``step.event``."""
    assert step.event is not None
    return event_pieces_wanted(step.event, step.event_pieces)


def event_options(state: GrasseState, step: Step) -> list[GrasseAction]:
    """The real choices open to ``step.seat`` for ``step.event`` (declining not included)."""
    card = step.event
    seat = step.seat
    if card in (EventId.FREE_TECHNIQUE, EventId.FREE_CONTRACT):
        row = CardRow.TECHNIQUE if card is EventId.FREE_TECHNIQUE else CardRow.CONTRACT
        return [EventTakeCard(row, i) for i, c in enumerate(state.rows[row]) if can_hold(state, seat, c)]
    wanted = _wanted(step)
    if card in (EventId.RETURN_TWO_BASES, EventId.RETURN_ESSENCE):
        stock = state.seats[seat].stock
        spaces = delivery_spaces(state)
        return [EventReturn(i, r) for r in wanted if stock[r] for i in spaces]
    return [EventTake(i, r) for i, space in enumerate(state.track) for r in wanted if space.pieces[r]]


def event_legal(state: GrasseState, step: Step) -> list[GrasseAction]:
    """The EVENT step's legal actions: its choices, plus declining where the card says "may"."""
    options = event_options(state, step)
    return [*options, EventPass()] if step.event in OPTIONAL else options


def _nothing_to_do(state: GrasseState, seat: int, card: EventId, done: list[Resource]) -> None:
    """Log the public fact of why ``seat`` does nothing (more) for ``card`` (ruling G30)."""
    label = state.seat_label(seat)
    if card is EventId.RETURN_ESSENCE:
        text = f"{label} has no essence to return."
    elif card is EventId.RETURN_TWO_BASES:
        text = f"{label} has no {'other ' if done else ''}base to return."
    elif card in (EventId.FREE_TECHNIQUE, EventId.FREE_CONTRACT):
        row = "technique" if card is EventId.FREE_TECHNIQUE else "contract"
        text = f"{label} can hold none of the open {row} cards."
    else:
        text = f"{label} finds nothing {'more ' if done else ''}on the track to take for {card.label}."
    if card in (EventId.RETURN_ESSENCE, EventId.RETURN_TWO_BASES) and not delivery_spaces(state):
        text = f"The track has no room left for {label} to return anything."
    state.add_log(text, seat)


def apply_event_action(state: GrasseState, seat: int, action: GrasseAction) -> bool:
    """Carry out one EVENT decision for ``seat``; True when the seat decides again
    for the same card, False when its part is over (``event_turn`` has moved on)."""
    step = state.step
    card = step.event
    assert card is not None
    label = state.seat_label(seat)
    match action:
        case EventPass():
            what = "takes nothing more" if step.event_pieces else "declines"
            state.add_log(f"{label} {what} ({card.label}).", seat)
            state.event_turn += 1
            return False
        case EventTake(space=space, resource=resource):
            take_piece(state, seat, space, resource)
            step.event_pieces.append(resource)
            state.add_log(f"{label} takes {resource.value} from space {space + 1} ({card.label}).", seat)
        case EventReturn(space=space, resource=resource):
            deliver_piece(state, seat, space, resource)
            step.event_pieces.append(resource)
            state.add_log(f"{label} returns {resource.value} to space {space + 1} ({card.label}).", seat)
        case EventTakeCard(row=row, index=index):
            take_card(state, seat, row, index)
            state.event_turn += 1
            return False
        case _:
            raise AssertionError(f"unhandled event action {action!r}")
    if len(step.event_pieces) >= PIECES[card]:
        state.event_turn += 1
        return False
    if not event_options(state, step):
        _nothing_to_do(state, seat, card, step.event_pieces)
        state.event_turn += 1
        return False
    return True

