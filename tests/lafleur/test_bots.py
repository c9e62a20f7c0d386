"""La Fleur's bots and the headless CLI: the greedy bot beats random play, simulate takes
the game, its player counts and the solo difficulty."""

from __future__ import annotations

import json

import pytest

from grasse_tui.cli import main
from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.lafleur.module import MODULE
from grasse_tui.games.lafleur.rules.config import SEAT_COLOURS

GAMES = 16


def test_the_greedy_bot_beats_three_random_bots_in_most_four_player_games() -> None:
    wins = 0
    for seed in range(GAMES):
        greedy = seed % 4
        seats = tuple(SeatConfig(f"S{i}", c, "greedy" if i == greedy else "random") for i, c in enumerate(SEAT_COLOURS))
        bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(seats)]
        state = play_out(MODULE, MODULE.make_config(seats, {}), seed, bots)
        wins += greedy in MODULE.game.final_scores(state).winners
    assert wins >= 0.7 * GAMES


def test_simulate_plays_la_fleur_at_each_table_size_and_difficulty(capsys: pytest.CaptureFixture[str]) -> None:
    for players in ("2", "3", "4"):
        assert main(["simulate", "--game", "lafleur", "--players", players, "--json"]) == 0
        game = json.loads(capsys.readouterr().out)
        assert len(game["scores"]) == int(players)
    assert main(["simulate", "--game", "lafleur", "--players", "1", "--difficulty", "hardest", "--json"]) == 0
    game = json.loads(capsys.readouterr().out)
    assert game["names"][1] == "the automaton" and game["options"] == {"difficulty": "hardest"}


def test_simulate_refuses_a_difficulty_for_a_multiplayer_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "lafleur", "--players", "2", "--difficulty", "easier"]) == 2
    err = capsys.readouterr().err
    assert "difficulty is for the solo game only" in err and len(err.strip().splitlines()) == 1
