"""Every game, every table size, every option set: random play ends, replays exactly, hides
what it must, undoes only what it may."""

from __future__ import annotations

import dataclasses
from random import Random
from typing import Any

import pytest

from grasse_tui.core.record import GameRecord, initial_state, replay_steps
from grasse_tui.core.session import GameSession

from .games import SEEDS, TABLES, Move, Table, random_moves
from .privacy import check_perturbation

PRIVACY_CHECKS = 12
"""Positions of each game whose every viewer is checked by perturbation."""
UNDO_TRIES = 60
"""How many times a game's undo test takes a step back and makes it again, spread over the
game (each undo replays the record, so a try every few steps would make a long game's test
quadratic)."""


def viewers(table: Table) -> list[int | None]:
    """Every seat, and a spectator (None)."""
    return [*range(table.players), None]


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.id)
def test_random_play_reaches_the_end_and_every_score_equals_its_breakdown(table: Table) -> None:
    game = table.case.module.game
    for seed in SEEDS:
        state = game.new(table.config(), seed)
        for _ in random_moves(table, seed, state):
            pass
        scores = game.final_scores(state)
        assert scores.winners, f"{table.id} seed {seed}: nobody won"
        for line in scores.lines:
            assert line.total == sum(line.breakdown.values()), f"{table.id} seed {seed}: {line}"
        assert not game.pending(state).seats


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.id)
def test_seed_and_record_through_json_rebuild_every_view_at_every_step(table: Table) -> None:
    game = table.case.module.game
    config, seed = table.config(), SEEDS[0]
    session = GameSession.start(game, config, seed)
    seen: list[list[Any]] = []
    for move in random_moves(table, seed, game.new(config, seed)):
        session.submit(move.seat, move.action, move.elapsed_ms)
        seen.append([_kept(game.view(session.state, viewer)) for viewer in viewers(table)])
    record = GameRecord.from_json(session.record.to_json())
    state = initial_state(game, record)
    for number, _ in enumerate(replay_steps(game, state, record.actions)):
        rebuilt = [_kept(game.view(state, viewer)) for viewer in viewers(table)]
        assert rebuilt == seen[number], f"{table.id}: views differ after action {number + 1}"
    assert game.is_over(state)


def _kept(view: Any) -> Any:
    """``view`` as the replay test keeps it for every step: its log (the bulk of every view
    late in a long game: keeping each step's whole log took gigabytes) as a hash of its lines."""
    if dataclasses.is_dataclass(view) and any(field.name == "log" for field in dataclasses.fields(view)):
        return dataclasses.replace(view, log=()), len(view.log), hash(tuple(view.log))  # type: ignore[type-var]
    return view


def _checked_positions(moves: int) -> set[int]:
    """Which of a game's ``moves`` positions the privacy check visits: evenly spread, the first
    and the last included."""
    return {round(i * moves / (PRIVACY_CHECKS - 1)) for i in range(PRIVACY_CHECKS)}


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.id)
def test_a_viewer_sees_nothing_of_what_perturbation_changes(table: Table) -> None:
    game = table.case.module.game
    seed = SEEDS[0]
    moves = sum(1 for _ in random_moves(table, seed, game.new(table.config(), seed)))
    checked = _checked_positions(moves)
    rng = Random(seed)
    state = game.new(table.config(), seed)

    def in_the_open(seat: int, when: str) -> None:
        """``seat``'s screen is up with no shield: it may hold nothing any other seat may not see."""
        for other in viewers(table):
            if other != seat:
                assert game.view(game.perturbed(state, other, rng), seat) == game.view(state, seat), (
                    f"{table.id}: seat {seat}'s screen {when} a public step shows what seat {other} may not see"
                )

    def check(position: int, last: Move | None) -> None:
        step = game.pending(state)
        if step.seats and not step.private:
            in_the_open(step.acting[0], "before")
        if last is not None and not last.private:
            in_the_open(last.seat, "after")  # still up, with the turn-end bar, before it passes
        if position in checked:
            for viewer in viewers(table):
                check_perturbation(game, state, viewer, rng)

    check(0, None)
    for position, move in enumerate(random_moves(table, seed, state), 1):
        check(position, move)


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.id)
def test_undo_never_takes_back_an_information_event_or_another_seats_step(table: Table) -> None:
    game = table.case.module.game
    config, seed = table.config(bots=False), SEEDS[1]
    session = GameSession.start(game, config, seed)
    infos = []
    moves = sum(1 for _ in random_moves(table, seed, game.new(config, seed)))
    tries = sorted({round(i * moves / UNDO_TRIES) for i in range(1, UNDO_TRIES + 1)}, reverse=True)
    for move in random_moves(table, seed, game.new(config, seed)):
        before = [game.view(session.state, viewer) for viewer in viewers(table)]  # only the last is needed
        infos.append(session.submit(move.seat, move.action, move.elapsed_ms))
        for seat in range(table.players):
            if not session.can_undo(seat):
                continue
            last = session.record.actions[-1]
            assert last.seat == seat, f"{table.id}: seat {seat} could take back seat {last.seat}'s step"
            assert not infos[-1].information_event, f"{table.id}: seat {seat} could take back an information event"
        # At each try point (or the first step after it that can be taken back): take it
        # back and do it again.
        if session.can_undo(move.seat) and tries and len(infos) >= tries[-1]:
            while tries and tries[-1] <= len(infos):
                tries.pop()
            session.undo(move.seat)
            assert [game.view(session.state, viewer) for viewer in viewers(table)] == before
            session.submit(move.seat, move.action, move.elapsed_ms)
