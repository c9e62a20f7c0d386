"""A game's course (rulebook: Game Setup, Gameplay steps 1–4, Cooperative Mode): set-up,
each turn's draws, the decisions, the debriefing and the next lead.

Competitive turn: the lead draws a ticket and five essences, keeps three (:class:`Keep`),
sets their intensities one by one (:class:`SetIntensity`); every other seat guesses in
secret against its own clock (:class:`Guess`); the debriefing scores it. Cooperative turn:
the ticket is shown to all but the lead; each helper, from the lead's left, keeps one
essence of three drawn (two at 3–4 seats) and sets its intensity; the lead guesses.
"""

from __future__ import annotations

from itertools import combinations
from random import Random

from grasse_tui.core.errors import IllegalActionError
from grasse_tui.core.game import LogEntry
from grasse_tui.games.essences.rules.actions import EssencesAction, Guess, Keep, SetIntensity
from grasse_tui.games.essences.rules.cards import ESSENCE, ESSENCES, PERFUME, PERFUME_CARDS
from grasse_tui.games.essences.rules.config import NOSE_TOKENS, EssencesConfig
from grasse_tui.games.essences.rules.content import (
    CHOICE_TOKENS,
    INTENSITY_LEVELS,
    INTENSITY_WORDS,
    PERFUMES_SHOWN,
)
from grasse_tui.games.essences.rules.state import Debrief, EssencesState, Phase, Placed

LEAD_DRAWS = 5
LEAD_KEEPS = 3
HELPER_DRAWS = 3
ALL_GUESSES: tuple[Guess, ...] = tuple(
    Guess((a, b, c, CHOICE_TOKENS - a - b - c))
    for a in range(CHOICE_TOKENS, -1, -1)
    for b in range(CHOICE_TOKENS - a, -1, -1)
    for c in range(CHOICE_TOKENS - a - b, -1, -1)
)
"""Every way to place three choice tokens on the four perfumes (20), most on number 1 first."""


def new_state(config: EssencesConfig, seed: int) -> EssencesState:
    """Set-up: perfumes and essences shuffled, four perfumes laid out each on a random side,
    the first seat leads (ruling E1); the first turn's draws are made."""
    rng = Random(seed)
    state = EssencesState(config, rng, scores=[0] * config.players)
    state.noses_won = [0] * config.players
    state.lead_points = [0] * config.players
    state.perfume_deck = [card.card_id for card in PERFUME_CARDS]
    rng.shuffle(state.perfume_deck)
    state.essence_deck = [essence.card_id for essence in ESSENCES]
    rng.shuffle(state.essence_deck)
    _lay_out_perfumes(state)
    _start_turn(state)
    return state


def perfume_name(state: EssencesState, number: int) -> str:
    """The name on show under number token ``number`` (1–4)."""
    card, side = state.shown[number - 1]
    return PERFUME[card].sides[side].name


def tokens_text(tokens: tuple[int, ...]) -> str:
    """``"2 on #1, 1 on #3"``."""
    return ", ".join(f"{count} on #{number}" for number, count in enumerate(tokens, start=1) if count)


def _lay_out_perfumes(state: EssencesState) -> None:
    """Fill the four spaces from the deck, each card on a random side (ruling E4); an empty
    deck is made again from the discards."""
    while len(state.shown) < PERFUMES_SHOWN:
        if not state.perfume_deck:
            state.perfume_deck, state.perfume_discard = state.perfume_discard, []
            state.rng.shuffle(state.perfume_deck)
        state.shown.append((state.perfume_deck.pop(), state.rng.randrange(2)))


def _draw_essences(state: EssencesState, count: int) -> list[str]:
    """``count`` essences off the deck; an empty deck is made again from the discard pile
    (ruling E9)."""
    drawn = []
    for _ in range(count):
        if not state.essence_deck:
            state.essence_deck, state.essence_discard = state.essence_discard, []
            state.rng.shuffle(state.essence_deck)
            state.log.append(LogEntry("The essence deck ran out: the discards are shuffled into a new one."))
        drawn.append(state.essence_deck.pop())
    return drawn


def _start_turn(state: EssencesState) -> None:
    lead, names = state.lead, state.config.seats
    state.phase = Phase.COMPOSE
    state.ticket = state.rng.randrange(1, PERFUMES_SHOWN + 1)
    state.revealed = True
    shown = " · ".join(f"{n} {perfume_name(state, n)}" for n in range(1, PERFUMES_SHOWN + 1))
    ticket = f"the ticket is {state.ticket}, {perfume_name(state, state.ticket)}"
    state.log.append(
        LogEntry(f"Turn {state.turn + 1} of {state.config.turns}: {names[lead].name} leads. Perfumes: {shown}.")
    )
    if state.config.cooperative:
        helpers = state.clockwise_from_lead()
        private = {}
        for seat in helpers:
            state.hands[seat] = _draw_essences(state, HELPER_DRAWS)
            private[seat] = f"For your eyes and the other helpers': {ticket}. You drew {_names(state.hands[seat])}."
        state.composers = helpers
        state.log.append(
            LogEntry(
                f"{names[lead].name} draws a ticket and shows it to the others, not looking; each of them draws "
                f"{HELPER_DRAWS} essences.",
                private,
            )
        )
    else:
        state.hands[lead] = _draw_essences(state, LEAD_DRAWS)
        state.composers = [lead]
        state.log.append(
            LogEntry(
                f"{names[lead].name} draws a ticket and {LEAD_DRAWS} essences.",
                {lead: f"For your eyes only: {ticket}. You drew {_names(state.hands[lead])}."},
            )
        )


def _names(cards: list[str] | tuple[str, ...]) -> str:
    return ", ".join(ESSENCE[card].name for card in cards)


def keeps(state: EssencesState) -> int:
    """How many essences the composing seat keeps now."""
    return state.config.helper_keeps if state.config.cooperative else LEAD_KEEPS


def deciding(state: EssencesState) -> tuple[int, ...]:
    """The seats that must still decide, in order."""
    if state.phase is Phase.COMPOSE:
        return tuple(state.composers[:1])
    if state.phase is Phase.GUESS:
        return tuple(seat for seat in guessers(state) if seat not in state.guesses)
    return ()


def guessers(state: EssencesState) -> list[int]:
    """Who places choice tokens this turn: every other seat, or the lead alone (cooperative)."""
    return [state.lead] if state.config.cooperative else state.clockwise_from_lead()


def unset(state: EssencesState, seat: int) -> Placed | None:
    """``seat``'s first kept essence without an intensity yet."""
    return next((p for p in state.placed if p.seat == seat and p.intensity is None), None)


def legal_actions(state: EssencesState, seat: int) -> tuple[EssencesAction, ...]:
    if seat not in deciding(state):
        return ()
    if state.phase is Phase.GUESS:
        return ALL_GUESSES
    if unset(state, seat) is not None:
        return tuple(SetIntensity(level) for level in range(INTENSITY_LEVELS))
    return tuple(Keep(kept) for kept in combinations(state.hands[seat], keeps(state)))


def check(state: EssencesState, seat: int, action: EssencesAction) -> None:
    """Raise IllegalActionError naming the turn and step when ``action`` is not legal now."""
    if action not in legal_actions(state, seat):
        raise IllegalActionError(
            f"Eccentric Essences turn {state.turn + 1}, {state.phase.value}: {action!r} is not a legal action "
            f"for seat {seat + 1}"
        )


def apply_action(state: EssencesState, seat: int, action: EssencesAction, elapsed_ms: int | None) -> None:
    """Carry out a legal ``action`` (``elapsed_ms``: a competitive guess's time)."""
    state.revealed = False
    name = state.name(seat)
    match action:
        case Keep(essences=kept):
            left = [card for card in state.hands.pop(seat) if card not in kept]
            state.essence_discard += left
            state.placed += [Placed(card, seat) for card in kept]
            state.log.append(LogEntry(f"{name} chooses {_names(kept)}.", {seat: f"(You discard {_names(left)} face down.)"}, seat))
        case SetIntensity(level=level):
            placed = unset(state, seat)
            assert placed is not None
            placed.intensity = level
            essence = ESSENCE[placed.essence].name
            state.log.append(LogEntry(f"{name} sets {essence} to {level}: {INTENSITY_WORDS[level]}.", seat=seat))
            if unset(state, seat) is None:
                state.composers.pop(0)
                if not state.composers:
                    state.phase = Phase.GUESS
        case Guess(tokens=tokens):
            state.guesses[seat] = tokens
            if state.config.cooperative:
                state.log.append(LogEntry(f"{name} places the tokens: {tokens_text(tokens)}.", seat=seat))
            else:
                state.elapsed[seat] = max(0, elapsed_ms or 0)
                state.log.append(LogEntry(f"{name} has placed their tokens.", {seat: f"(Yours: {tokens_text(tokens)}.)"}, seat))
            if not deciding(state):
                _debrief(state)


def nose_order(state: EssencesState) -> list[int]:
    """The guessers quickest first; equal times go to the seat nearer the lead's left (ruling E2)."""
    order = state.clockwise_from_lead()
    return sorted(order, key=lambda seat: (state.elapsed.get(seat, 0), order.index(seat)))


def _debrief(state: EssencesState) -> None:
    """Step 3: reveal the ticket, score the turn; then step 4 and the next turn, or the end."""
    ticket, lead = state.ticket, state.lead
    lines = [f"Debriefing: the ticket was {ticket}, {perfume_name(state, ticket)}."]
    points: dict[int, int] = {}
    noses: dict[int, int] = {}
    if state.config.cooperative:
        right = state.guesses[lead][ticket - 1]
        state.team += right
        points[lead] = right
        lines.append(f"{right} token{'s' if right != 1 else ''} right: the team scores {right} (now {state.team}).")
    else:
        tokens = list(NOSE_TOKENS[state.players])
        for seat in nose_order(state):
            if tokens:
                noses[seat] = tokens.pop(0)
        found = 0
        for seat in state.clockwise_from_lead():
            right = state.guesses[seat][ticket - 1]
            found += right > 0
            bonus = noses.get(seat, 0) if right >= 2 else 0
            points[seat] = right + bonus
            state.noses_won[seat] += bonus
            nose = f", {'large' if noses[seat] == 2 else 'small'} Nose in the Wind" if seat in noses else ""
            extra = f" +{bonus} for the Nose" if bonus else ""
            seconds = state.elapsed[seat] / 1000
            lines.append(
                f"{state.name(seat)}: {tokens_text(state.guesses[seat])} in {seconds:.1f} s{nose}: "
                f"{right} right{extra}, +{points[seat]}."
            )
        points[lead] = found
        state.lead_points[lead] += found
        lines.append(f"{state.name(lead)}, leading: {found} guesser{'s' if found != 1 else ''} found it, +{found}.")
        for seat, scored in points.items():
            state.scores[seat] += scored
    state.log += [LogEntry(line) for line in lines]
    state.debriefs.append(
        Debrief(
            turn=state.turn,
            lead=lead,
            perfumes=tuple(perfume_name(state, n) for n in range(1, PERFUMES_SHOWN + 1)),
            ticket=ticket,
            essences=tuple((p.essence, p.seat, p.intensity or 0) for p in state.placed),
            guesses=tuple(sorted(state.guesses.items())),
            noses=tuple(sorted(noses.items())),
            points=tuple(sorted(points.items())),
            seconds=tuple(sorted((seat, ms / 1000) for seat, ms in state.elapsed.items())),
        )
    )
    _next(state)


def _next(state: EssencesState) -> None:
    """Step 4: tokens back, essences and perfumes to the discards, new perfumes; the next lead."""
    state.essence_discard += [p.essence for p in state.placed]
    state.placed, state.guesses, state.elapsed = [], {}, {}
    state.perfume_discard += [card for card, _ in state.shown]
    state.shown = []
    state.turn += 1
    state.revealed = True
    if state.turn >= state.config.turns:
        state.phase = Phase.OVER
        state.log.append(LogEntry("Every student has led: the exam is over."))
        return
    _lay_out_perfumes(state)
    _start_turn(state)
