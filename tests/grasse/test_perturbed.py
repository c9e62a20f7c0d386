"""``GRASSE.perturbed``: a copy of a position with what one viewer cannot see drawn anew.

For positions of random and greedy games at every table size, with and without the
mini expansions, and for every viewer: the copy looks the same to that viewer, the
original is untouched, the copy is a legal position that plays on to the end, and
across the positions the hidden things really change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import fields
from random import Random

import pytest

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.bots.greedy import GreedyBot
from grasse_tui.games.grasse.module import MODULE
from grasse_tui.games.grasse.rules.actions import Collect, Done, EventPass, SkipEffect
from grasse_tui.games.grasse.rules.config import GrasseConfig, default_config
from grasse_tui.games.grasse.rules.content import CardRow
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import GrasseState
from tests.grasse.conftest import check_invariants

ALL = frozenset({"events", "clients", "formula"})
TABLES = {
    "solo": default_config(1),
    "solo-events-clients": GrasseConfig(default_config(1).seats, frozenset({"events", "clients"})),
    "two": default_config(2),
    "three-all": GrasseConfig(default_config(3).seats, ALL),
    "four": default_config(4),
    "four-clients-formula": GrasseConfig(default_config(4).seats, frozenset({"clients", "formula"})),
    "five": default_config(5),
    "five-all-variants": GrasseConfig(default_config(5).seats, ALL, frozenset({1, 2, 3})),
}
EVERY = 29
"""Decisions between two sampled positions (a prime, so the sampled steps vary in kind)."""
DECLINING = (SkipEffect(), Done(), Collect(()), EventPass())


def positions(config: GrasseConfig, seed: int, bot: str) -> Iterator[GrasseState]:
    """The live state of a game between ``bot`` seats, every :data:`EVERY` decisions and at the end."""
    bots = [MODULE.bots[bot](seat, seed) for seat in range(len(config.seats))]
    state = GRASSE.new(config, seed)
    decisions = 0
    while not GRASSE.is_over(state):
        if decisions % EVERY == 0:
            yield state
        (seat,) = GRASSE.pending(state).acting
        legal = GRASSE.legal_actions(state, seat)
        GRASSE.apply(state, seat, bots[seat].choose(GRASSE.view(state, seat), legal))
        decisions += 1
    yield state


def snapshot(state: GrasseState) -> tuple[str, object]:
    """Every field of ``state`` but its RNG as text, and the RNG's state."""
    return repr([getattr(state, f.name) for f in fields(state) if f.name != "rng"]), state.rng.getstate()


def hidden_seats(state: GrasseState, viewer: int | None) -> list[int]:
    return [seat for seat in range(state.players) if seat != viewer and seat != state.pierre]


def differences(state: GrasseState, twin: GrasseState, viewer: int | None) -> set[str]:
    """What the perturbation changed: ``"stock"``, ``"coins"``, ``"flasks"``, ``"formula"``
    of a hidden seat, ``"deck"`` (a face-down pile's order), ``"round tiles"``, ``"rng"``."""
    changed = set()
    for seat in hidden_seats(state, viewer):
        real, other = state.seats[seat], twin.seats[seat]
        for name in ("stock", "coins", "flasks", "formula"):
            if getattr(real, name) != getattr(other, name):
                changed.add(name)
    piles = [(state.decks[row], twin.decks[row]) for row in CardRow]
    piles += [(state.vanguard_deck, twin.vanguard_deck), (state.client_deck, twin.client_deck)]
    piles += [(state.event_deck, twin.event_deck)]
    if any(real != other for real, other in piles):
        changed.add("deck")
    if state.round_tiles != twin.round_tiles:
        changed.add("round tiles")
    if state.rng.getstate() != twin.rng.getstate():
        changed.add("rng")
    return changed


def check_perturbed(state: GrasseState, viewer: int | None, rng: Random, play_on: bool) -> set[str]:
    """Perturb ``state`` for ``viewer`` and check the copy; returns :func:`differences`."""
    before = snapshot(state)
    twin = GRASSE.perturbed(state, viewer, rng)
    assert snapshot(state) == before, "the original changed"
    assert GRASSE.view(twin, viewer) == GRASSE.view(state, viewer)
    check_invariants(twin)
    hidden = hidden_seats(state, viewer)
    for seat in range(state.players):
        if seat not in hidden:
            assert twin.seats[seat] == state.seats[seat]
    # Totals the viewer can see stay: each resource held, coins held, flasks of each perfume.
    for field in ("stock", "flasks"):
        held = [sum((Counter(getattr(s.seats[seat], field)) for seat in hidden), Counter()) for s in (state, twin)]
        assert held[0] == held[1]
    assert sum(state.seats[seat].coins for seat in hidden) == sum(twin.seats[seat].coins for seat in hidden)
    assert all(twin.seats[seat].flasks[p] <= twin.seats[seat].produced[p] for seat in hidden for p in twin.flask_supply)
    # Other seats' private log texts are gone, the viewer's kept.
    assert all(set(entry.private) <= {viewer} for entry in twin.log)
    if not GRASSE.is_over(twin):
        (seat,) = GRASSE.pending(twin).acting
        legal = GRASSE.legal_actions(twin, seat)
        assert [a for a in legal if a not in DECLINING], "the deciding seat was left without a choice"
    changed = differences(state, twin, viewer)
    if play_on:
        play_on_at_random(twin, Random(rng.random()))
        assert snapshot(state) == before
    return changed


def play_on_at_random(state: GrasseState, rng: Random) -> None:
    """Random legal actions to the end of the game, the invariants checked after each."""
    while not GRASSE.is_over(state):
        (seat,) = GRASSE.pending(state).acting
        GRASSE.apply(state, seat, rng.choice(GRASSE.legal_actions(state, seat)))
        check_invariants(state)
    GRASSE.final_scores(state)


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("table", list(TABLES))
def test_a_perturbed_position_looks_the_same_to_its_viewer_and_plays_on(table: str, bot: str) -> None:
    config = TABLES[table]
    viewers = [None, *range(len(config.seats))]
    rng = Random(f"{table}-{bot}")
    changed: Counter[str] = Counter()
    for number, state in enumerate(positions(config, seed=len(table), bot=bot)):
        for viewer in viewers:
            play_on = viewer == viewers[number % len(viewers)]  # each viewer in turn
            changed.update(check_perturbed(state, viewer, rng, play_on))
    assert changed["rng"] and changed["deck"]
    if len(config.seats) > 2:  # two hidden seats or more: stock and coins can move between them
        assert changed["stock"] and changed["coins"]


def test_perturbation_changes_each_kind_of_hidden_thing_somewhere() -> None:
    """Over positions of a five-seat game with every expansion: stock, coins, flasks,
    formulas, face-down piles and round tiles each differ in some perturbed copy."""
    rng = Random(1)
    changed: Counter[str] = Counter()
    for seed in range(3):
        for state in positions(TABLES["five-all-variants"], seed, "greedy"):
            for viewer in (None, 0):
                changed.update(check_perturbed(state, viewer, rng, play_on=False))
    assert set(changed) == {"stock", "coins", "flasks", "formula", "deck", "round tiles", "rng"}


def test_the_same_draws_give_the_same_copy() -> None:
    state = next(p for n, p in enumerate(positions(TABLES["four-clients-formula"], 3, "random")) if n == 4)
    first, second = (GRASSE.perturbed(state, 1, Random(7)) for _ in range(2))
    assert snapshot(first) == snapshot(second)


def test_a_seat_sees_its_own_and_pierres_things_unchanged_in_the_solo_game() -> None:
    """Solo: Pierre hides nothing and the seat sees its own stock, so for the seat only the
    face-down piles, round tiles and the RNG change; a spectator's copy looks the same to it."""
    rng = Random(2)
    for state in positions(TABLES["solo-events-clients"], 4, "greedy"):
        twin = GRASSE.perturbed(state, 0, rng)
        assert twin.seats == state.seats
        assert differences(state, twin, 0) <= {"deck", "round tiles", "rng"}
        assert GRASSE.view(GRASSE.perturbed(state, None, rng), None) == GRASSE.view(state, None)



def test_late_in_a_game_the_hidden_holdings_are_drawn_anew_not_kept() -> None:
    """Late in a greedy game the hidden seats hold many flasks of several perfumes; the deal
    keeps within what each seat made, so it does not fall back to the real holdings (which
    a Strong bot's world would then carry). Dealing flasks blind to what each seat made,
    eight of these draws (rounds III and IV) all failed and kept the real holdings."""
    seats = tuple(SeatConfig(f"P{i}", colour, "greedy") for i, colour in enumerate(("red", "blue", "yellow", "teal")))
    state = GRASSE.new(MODULE.make_config(seats, {}), 0)
    bots = [GreedyBot(seat, 0) for seat in range(4)]
    step = 0
    while not GRASSE.is_over(state) and step <= 370:
        seat = GRASSE.pending(state).acting[0]
        if step >= 250 and step % 3 == 0:
            world = GRASSE.perturbed(state, seat, Random(step))
            hidden = [other for other in range(4) if other != seat]
            real = [(state.seats[o].stock, state.seats[o].coins, state.seats[o].flasks) for o in hidden]
            drawn = [(world.seats[o].stock, world.seats[o].coins, world.seats[o].flasks) for o in hidden]
            assert drawn != real, f"seat {seat}'s world keeps the real hidden holdings at step {step} ({state.step.kind})"
        GRASSE.apply(state, seat, bots[seat].choose(GRASSE.view(state, seat), GRASSE.legal_actions(state, seat)))
        step += 1
    assert step > 370
