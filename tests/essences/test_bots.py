"""The association bot: a lead that points at its ticket, guessers that follow the hint,
helpers and a cooperative lead that do the same, all from their views."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.essences.bots.associate import AssociateBot, margin, reading
from grasse_tui.games.essences.module import MODULE
from grasse_tui.games.essences.rules.actions import Guess
from grasse_tui.games.essences.rules.config import SEAT_COLOURS
from grasse_tui.games.essences.rules.game import ESSENCES
from grasse_tui.games.essences.rules.state import EssencesState

TURNS = 60


def _first_turn(lead_bot: str, guess_bot: str, mode: str, seed: int) -> EssencesState:
    seats = tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i], lead_bot if i == 0 else guess_bot) for i in range(5))
    bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(seats)]
    state = ESSENCES.new(MODULE.make_config(seats, {"mode": mode}), seed)
    while not state.debriefs:
        step = ESSENCES.pending(state)
        seat = step.acting[0]
        action = bots[seat].choose(ESSENCES.view(state, seat), ESSENCES.legal_actions(state, seat))
        ESSENCES.apply(state, seat, action, 1_000 if step.clock else None)
    return state


def _hit_rate(lead_bot: str) -> float:
    hits = guesses = 0
    for seed in range(TURNS):
        debrief = _first_turn(lead_bot, "associate", "competitive", seed).debriefs[0]
        for _, tokens in debrief.guesses:
            hits += max(range(4), key=lambda n: (tokens[n], -n)) + 1 == debrief.ticket
            guesses += 1
    return hits / guesses


def test_association_bots_find_the_ticket_far_more_often_than_chance() -> None:
    assert _hit_rate("associate") >= 0.7
    assert _hit_rate("random") <= 0.45  # the same guessers, given a random lead's hint


def test_a_cooperative_team_of_bots_scores_most_of_its_tokens() -> None:
    right = sum(
        dict(debrief.points)[debrief.lead]
        for debrief in (_first_turn("associate", "associate", "cooperative", seed).debriefs[0] for seed in range(TURNS))
    )
    assert right / TURNS >= 2.0


def test_the_lead_keeps_the_essences_whose_reading_puts_its_ticket_ahead() -> None:
    state = ESSENCES.new(MODULE.make_config(tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i]) for i in range(4)), {}), 5)
    view = ESSENCES.view(state, 0)
    assert view.ticket is not None
    keep = AssociateBot(0, 5).choose(view, ESSENCES.legal_actions(state, 0))
    ESSENCES.apply(state, 0, keep)
    bot = AssociateBot(0, 5)
    while state.phase.value == "composing":
        ESSENCES.apply(state, 0, bot.choose(ESSENCES.view(state, 0), ESSENCES.legal_actions(state, 0)))
    placed = [(p.essence, p.intensity or 0) for p in state.placed]
    perfumes = ESSENCES.view(state, 0).perfumes
    assert margin(perfumes, placed, state.ticket) >= max(
        margin(perfumes, placed, other) for other in range(1, 5) if other != state.ticket
    )


def test_a_guesser_hedges_only_when_the_reading_is_close_and_answers_faster_when_it_is_clear() -> None:
    fresh = ESSENCES.new(MODULE.make_config(tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i]) for i in range(4)), {}), 2)
    while fresh.phase.value == "composing":
        ESSENCES.apply(fresh, 0, AssociateBot(0, 2).choose(ESSENCES.view(fresh, 0), ESSENCES.legal_actions(fresh, 0)))
    view = ESSENCES.view(fresh, 1)
    guess = AssociateBot(1, 2).choose(view, ESSENCES.legal_actions(fresh, 1))
    assert isinstance(guess, Guess) and sum(guess.tokens) == 3
    scores = sorted(reading(view.perfumes, [(p.essence, p.intensity or 0) for p in view.placed]), reverse=True)
    assert (max(guess.tokens) == 3) == (scores[0] - scores[1] >= 2)
    assert 4_000 <= AssociateBot(1, 2).think_ms(view, ESSENCES.legal_actions(fresh, 1)) <= 16_000
