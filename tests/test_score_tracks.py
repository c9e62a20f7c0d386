"""Each game's score track (``GameModule.score_track``) on a whole bot game: its rounds come
in order, its last sample is the final totals, and it reads only what every seat sees."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from random import Random
from typing import Any

import pytest
from finished_games import bot_game

from grasse_tui.core.record import initial_state, replay_steps
from grasse_tui.core.score_history import FINAL, ScoreHistory, score_history
from grasse_tui.games import registry
from grasse_tui.games.grasse.rules.content import ROMAN


def numbered(label: str) -> tuple[int, ...]:
    return (int(label),)


def staged(label: str) -> tuple[int, ...]:
    stage, number = label.split(".")
    return (int(stage), int(number))


ORDER: dict[str, Callable[[str], tuple[int, ...]]] = {
    "grasse": lambda label: (ROMAN.index(label) + 1,),
    "perfumer": staged,
    "alchemist": numbered,
    "essences": numbered,
    "lafleur": numbered,
}
"""How each game's round names sort: Roman numerals, numbers, or stage.round."""

GAMES: list[tuple[str, int, int, Mapping[str, Any]]] = [
    ("grasse", 3, 4, {}),
    ("grasse", 1, 5, {"expansions": ["clients"]}),
    ("perfumer", 2, 4, {}),
    ("perfumer", 3, 6, {"mode": "perfumer", "variant": 2}),
    ("alchemist", 3, 4, {}),
    ("essences", 3, 4, {}),
    ("essences", 4, 4, {"mode": "cooperative"}),
    ("lafleur", 2, 4, {}),
    ("lafleur", 1, 4, {}),
]
"""(game, seats, seed, options): every game, the solo games and the other modes."""


def history_of(game_id: str, players: int, seed: int, options: Mapping[str, Any]) -> tuple[ScoreHistory, Any]:
    session = bot_game(game_id, players, seed, options)
    module = registry.load(game_id)
    assert module.score_track is not None
    return score_history(module.game, session.record, module.score_track), module.game.final_scores(session.state)


@pytest.mark.parametrize(("game_id", "players", "seed", "options"), GAMES)
def test_the_rounds_come_in_order_and_end_on_the_final_totals(
    game_id: str, players: int, seed: int, options: Mapping[str, Any]
) -> None:
    history, scores = history_of(game_id, players, seed, options)
    *rounds, last = history.rounds
    assert last == FINAL and len(rounds) >= 2
    keys = [ORDER[game_id](label) for label in rounds]
    assert keys == sorted(set(keys)), f"rounds out of order: {rounds}"
    assert keys[0][-1] == 1  # the first round is round 1 (of the first stage)
    totals = {line.seat: line.total for line in scores.lines}
    assert history.final == tuple(totals[seat] for seat in range(len(totals)))
    assert all(len(sample) == len(totals) for sample in history.points)


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "options"), [game for game in GAMES if game[0] != "grasse"]
)
def test_where_every_point_is_public_the_last_round_ends_on_the_final_totals(
    game_id: str, players: int, seed: int, options: Mapping[str, Any]
) -> None:
    history, _ = history_of(game_id, players, seed, options)
    assert history.points[-2] == history.final


def test_each_grasse_round_is_sampled_and_the_last_is_the_points_track_before_the_end_scoring() -> None:
    history, scores = history_of("grasse", 3, 4, {})
    assert history.rounds == (*ROMAN, FINAL)
    assert history.score == "points on the public track"
    for line in scores.lines:
        on_track = line.breakdown["production"] + line.breakdown["sales"] + line.breakdown.get("clients", 0)
        assert history.points[-2][line.seat] == on_track


def test_the_perfumer_game_has_both_stages() -> None:
    history, _ = history_of("perfumer", 3, 6, {"mode": "perfumer", "variant": 2})
    assert {label.split(".")[0] for label in history.rounds[:-1]} == {"1", "2"}


@pytest.mark.parametrize(("game_id", "players", "seed", "options"), GAMES)
def test_a_track_reads_only_what_every_seat_sees(
    game_id: str, players: int, seed: int, options: Mapping[str, Any]
) -> None:
    """What a spectator may not see, drawn anew (``Game.perturbed``), changes no reading."""
    session = bot_game(game_id, players, seed, options)
    module = registry.load(game_id)
    assert module.score_track is not None
    game, read = module.game, module.score_track.read
    state = initial_state(game, session.record)
    rng = Random(seed)
    for number, _ in enumerate(replay_steps(game, state, session.record.actions)):
        if number % 7 == 0:
            assert read(game.perturbed(state, None, rng)) == read(state)
