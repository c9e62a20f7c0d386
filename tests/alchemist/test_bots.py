"""The scholar bot wins against random play, decides from its view only, and plays every
seat of a game, the Inquisitor's controller included."""

from __future__ import annotations

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games.alchemist.module import MODULE
from grasse_tui.games.alchemist.rules.config import SEAT_COLOURS

GAMES = 20


def test_the_scholar_beats_three_random_bots_in_most_four_player_games() -> None:
    wins = 0.0
    for seed in range(GAMES):
        scholar = seed % 4
        seats = tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i], "scholar" if i == scholar else "random") for i in range(4))
        bots = [MODULE.bots[seat.bot or ""](i, seed) for i, seat in enumerate(seats)]
        winners = MODULE.game.final_scores(play_out(MODULE, MODULE.make_config(seats, {}), seed, bots)).winners
        wins += (scholar in winners) / len(winners)
    assert wins >= 0.5 * GAMES


def test_six_scholars_finish_a_game_with_every_optional_rule() -> None:
    seats = tuple(SeatConfig(f"S{i}", SEAT_COLOURS[i], "scholar") for i in range(6))
    options = {"public_judgement": True, "faster": True, "rotating_inquisitor": True}
    bots = [MODULE.bots["scholar"](i, 3) for i in range(6)]
    state = play_out(MODULE, MODULE.make_config(seats, options), 3, bots)
    assert MODULE.game.is_over(state) and MODULE.game.final_scores(state).winners
