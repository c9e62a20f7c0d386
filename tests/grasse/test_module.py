"""The Grasse GameModule: colours, config validation, bots and progress labels."""

from __future__ import annotations

from typing import Any

import pytest

from grasse_tui.core.autoplay import play_out
from grasse_tui.core.game import SeatConfig
from grasse_tui.games import registry
from grasse_tui.games.grasse.module import MODULE, make_config, progress_label
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.state import Step, StepKind, Then
from grasse_tui.games.registry import STRONG_BOT

from .conftest import started


def seats(*colours: str) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(colour.title(), colour) for colour in colours)


def test_registry_finds_the_module() -> None:
    assert registry.load("grasse") is MODULE
    assert MODULE.game is GRASSE


def test_colours_are_the_five_seat_colours_with_letters() -> None:
    assert [(c.colour_id, c.label, c.letter) for c in MODULE.colours] == [
        ("red", "Red", "R"),
        ("blue", "Blue", "B"),
        ("yellow", "Yellow", "Y"),
        ("teal", "Teal", "T"),
        ("green", "Green", "G"),
    ]


def test_bots_and_default() -> None:
    assert set(MODULE.bots) == {"greedy", "random", STRONG_BOT}
    assert MODULE.default_bot == "greedy"
    for name in ("greedy", "random"):  # the Strong bot's games: tests/conformance/test_search.py
        config = make_config((SeatConfig("A", "red", bot=name), SeatConfig("B", "teal", bot=name)), {})
        state = play_out(MODULE, config, 11, [MODULE.bots[name](seat, 11) for seat in range(2)])
        assert GRASSE.is_over(state)


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_make_config_accepts_one_to_five_seats(count: int) -> None:
    colours = [c.colour_id for c in MODULE.colours][:count]
    config = make_config(seats(*colours), {})
    assert isinstance(config, GrasseConfig)
    assert config.players == count
    assert config.expansions == frozenset()


def test_make_config_accepts_an_empty_expansion_list() -> None:
    assert make_config(seats("red", "blue"), {"expansions": []}).expansions == frozenset()


def test_make_config_accepts_every_expansion_and_variant() -> None:
    options = {"expansions": ["events", "clients", "formula"], "events_variants": [1, 2, 3]}
    config = make_config(seats("red", "blue", "yellow", "teal", "green"), options)
    assert config.expansions == {"events", "clients", "formula"} and config.events_variants == {1, 2, 3}


@pytest.mark.parametrize(
    ("table", "options", "message"),
    [
        ((), {}, "1–5 seats \\(1 = solo against Pierre\\), got 0"),
        (seats("red", "blue", "yellow", "teal", "green", "red"), {}, "1–5 seats \\(1 = solo against Pierre\\), got 6"),
        (seats("red"), {"expansions": ["formula"]}, "not played solo"),
        (seats("red", "red"), {}, "used by more than one seat"),
        (seats("red", "purple"), {}, "colour 'purple' is not one of"),
        ((SeatConfig(" ", "red"), SeatConfig("B", "blue")), {}, "empty name"),
        (seats("red", "blue"), {"variant": 1}, "unknown Grasse option"),
        (seats("red", "blue"), {"expansions": "events"}, "must be a list"),
        (seats("red", "blue"), {"expansions": ["pirates"]}, "unsupported expansion"),
        (seats("red", "blue"), {"events_variants": [1]}, "need the 'events' expansion"),
        (seats("red", "blue"), {"expansions": ["events"], "events_variants": [7]}, "unknown events variant"),
    ],
)
def test_make_config_rejects_bad_input(
    table: tuple[SeatConfig, ...], options: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        make_config(table, options)


def test_progress_label_through_a_game() -> None:
    state = GRASSE.new(make_config(seats("red", "blue", "yellow", "teal"), {}), 0)
    assert progress_label(GRASSE.view(state, None)) == "Setup"
    state = started(4, 0)
    assert progress_label(GRASSE.view(state, None)) == "Round 1/4 · turn 1/16"
    state.round, state.turn = 2, 4
    assert progress_label(GRASSE.view(state, None)) == "Round 2/4 · turn 5/16"
    state.step = Step(StepKind.FINAL, 0, Then.FINAL_DONE)
    assert progress_label(GRASSE.view(state, None)) == "Final free actions"
    finished = play_out(MODULE, make_config(seats("red", "blue"), {}), 3, [MODULE.bots["greedy"](seat, 3) for seat in range(2)])
    assert progress_label(GRASSE.view(finished, None)) == "Finished"
