"""Every game's Strong bot (``core.search``) searches worlds, never the state: the world it
gets is drawn by the game's perturbation (the privacy test's function), holds no other
seat's private log text, shares nothing with the state, and comes out the same, part for
part, whatever the hidden truth (any other state the seat cannot tell from it), so the
bot's choice does too."""

from __future__ import annotations

import copy
import dataclasses
import enum
from collections.abc import Mapping
from random import Random
from typing import Any

import pytest

from grasse_tui.core.bots import sampled_world, searches
from grasse_tui.games.registry import STRONG_BOT

from .games import Table, richest_tables
from .graph import shared_with

CHECKS = 6
"""Decisions checked per game, spread over it."""

SPACING = 17
"""Every how many decisions one is checked."""

CHOICE_CHECKS = 2
"""Of those, how many also run the game's Strong bot itself (its whole budget each way)."""

SEARCHED = [table for table in richest_tables() if STRONG_BOT in table.case.module.bots]


def _structure(node: Any) -> Any:
    """``node`` (a world) as plain nested tuples, to compare two worlds whole: a dataclass or
    object by its type and fields, containers by their items (a set's and a dict's in sorted
    order), a random number generator by its state."""
    if isinstance(node, (type(None), bool, int, float, str, bytes, enum.Enum, type)):
        return node
    if isinstance(node, Random):
        return ("Random", node.getstate())
    if isinstance(node, (list, tuple)):
        return tuple(_structure(item) for item in node)
    if isinstance(node, (set, frozenset)):
        return ("set", tuple(sorted((_structure(item) for item in node), key=repr)))
    if isinstance(node, Mapping):
        return ("map", tuple(sorted(((_structure(k), _structure(v)) for k, v in node.items()), key=repr)))
    if dataclasses.is_dataclass(node):
        return (type(node).__name__, tuple(_structure(getattr(node, f.name)) for f in dataclasses.fields(node)))
    fields = vars(node) if hasattr(node, "__dict__") else {slot: getattr(node, slot) for slot in node.__slots__}
    return (type(node).__name__, _structure(fields))


def _difference(one: Any, other: Any, path: str = "world") -> str:
    """Where two :func:`_structure` results first differ, as a path and the two values."""
    if isinstance(one, tuple) and isinstance(other, tuple) and len(one) == len(other):
        for index, (a, b) in enumerate(zip(one, other, strict=True)):
            if a != b:
                return _difference(a, b, f"{path}[{index}]")
    return f"{path}: {one!r:.150} != {other!r:.150}"


def _decisions(table: Table, seed: int) -> list[tuple[Any, int, int]]:
    """(state copy, deciding seat, decision number) at every :data:`SPACING`-th decision of
    a game of the default bots, up to :data:`CHECKS` of them."""
    module = table.case.module
    game = module.game
    state = game.new(table.config(), seed)
    bots = [module.bots[module.default_bot](seat, seed) for seat in range(table.players)]
    found: list[tuple[Any, int, int]] = []
    decision = 0
    while not game.is_over(state) and len(found) < CHECKS:
        step = game.pending(state)
        seat = step.acting[0]
        legal = game.legal_actions(state, seat)
        decision += 1
        if decision % SPACING == 0 and len(legal) > 1:
            found.append((copy.deepcopy(state), seat, decision))
        view = game.view(state, seat)
        action = bots[seat].choose(view, legal)
        info = game.apply(state, seat, action, None if step.clock is None else bots[seat].think_ms(view, legal))
        if info.reveal is not None:
            bots[info.reveal.seat].notice(info.reveal)
    return found


@pytest.mark.parametrize("table", SEARCHED, ids=lambda t: t.id)
def test_a_searching_bot_gets_a_world_that_is_the_same_whatever_the_hidden_truth(table: Table) -> None:
    game = table.case.module.game
    seed = 3
    decisions = _decisions(table, seed)
    assert decisions, f"{table.id}: no decision with a choice was checked"
    for state, seat, number in decisions:
        world = sampled_world(game, state, seat, seed, number)
        assert game.view(world, seat) == game.view(state, seat), f"{table.id}: the world shows seat {seat} another view"
        assert not shared_with(state, world), f"{table.id}: the world shares objects with the state"
        for entry in getattr(world, "log", ()):
            assert set(entry.private) <= {seat}, f"{table.id}: the world keeps another seat's log text: {entry}"
        other_truth = game.perturbed(state, seat, Random(number))
        twin = sampled_world(game, other_truth, seat, seed, number)
        assert _structure(twin) == _structure(world), (
            f"{table.id}: seat {seat}'s world at decision {number} depends on what it may not see: "
            + _difference(_structure(world), _structure(twin))
        )


@pytest.mark.parametrize("table", SEARCHED, ids=lambda t: t.id)
def test_the_strong_bot_chooses_the_same_whatever_the_hidden_truth(table: Table) -> None:
    module = table.case.module
    game = module.game
    seed = 3
    for state, seat, number in _decisions(table, seed)[:CHOICE_CHECKS]:
        other_truth = game.perturbed(state, seat, Random(number))
        chosen = []
        for truth in (state, other_truth):
            strong = module.bots[STRONG_BOT](seat, seed)
            assert searches(strong), f"{table.id}: the Strong bot does not search"
            world = sampled_world(game, truth, seat, seed, number)
            chosen.append(strong.choose_in(game.view(truth, seat), game.legal_actions(truth, seat), world))
        assert chosen[0] == chosen[1], f"{table.id}: seat {seat}'s Strong bot chose {chosen}"
