"""The Grand Alchemist's table: 3–6 seats, the optional rules, and the JSON round trip."""

from __future__ import annotations

import pytest

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.alchemist.rules.config import SEAT_COLOURS, AlchemistConfig, decode_config, encode_config


def seats(count: int) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(f"P{i + 1}", SEAT_COLOURS[i]) for i in range(count))


@pytest.mark.parametrize("count", [2, 7])
def test_the_rulebooks_player_range_is_three_to_six(count: int) -> None:
    with pytest.raises(ValueError, match="3–6 seats"):
        AlchemistConfig(seats(count) if count <= 6 else (*seats(6), SeatConfig("P7", "red")))


def test_the_book_game_and_the_faster_game() -> None:
    book = AlchemistConfig(seats(3))
    assert (book.ingots_to_win, book.hand_size, book.laboratories_removed) == (5, 3, 1)
    faster = AlchemistConfig(seats(5), faster=True)
    assert (faster.ingots_to_win, faster.hand_size, faster.laboratories_removed) == (4, 4, 0)


def test_a_config_survives_json_and_a_damaged_one_is_refused() -> None:
    config = AlchemistConfig(seats(4), public_judgement=True, rotating_inquisitor=True)
    assert decode_config(encode_config(config)) == config
    data = encode_config(config) | {"faster": "yes"}
    with pytest.raises(ValueError, match="faster"):
        decode_config(data)
