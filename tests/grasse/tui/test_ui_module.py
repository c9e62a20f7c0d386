"""``GAME_UI``: the factories, the help, and the keys left to the shell."""

from __future__ import annotations

import pytest
from rich.color import Color, ColorSystem
from textual.binding import Binding

from grasse_tui.core.session import SeatPort
from grasse_tui.games.grasse.help import help_markdown
from grasse_tui.games.grasse.rules.content import LOCATIONS
from grasse_tui.games.grasse.tui.choices import STEP_TOPICS
from grasse_tui.games.grasse.tui.final_screen import FinalScoreScreen
from grasse_tui.games.grasse.tui.log import grasse_log
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.games.grasse.tui.ui import GAME_UI, topic_help
from grasse_tui.games.grasse.tui.widgets import (
    card_rows,
    game_header,
    location_board,
    private_stock,
    resource_track,
    seat_table,
)
from grasse_tui.games.grasse.tui.widgets.glyphs import GOLDEN_STYLE, NOBLE_STYLE, SEAT_COLOURS
from grasse_tui.ui.registry import GameUI, load_ui
from grasse_tui.ui.widgets import decision_panel, game_log

from .harness import session_for

HELP_LOCATIONS = (
    "Factory", "Master Perfumer", "Bank", "City Hall", "Market", "Perfumery", "Palace", "La Grande Usine",
    "Royal Bank", "Alley", "Alleyway", "Grand Fair", "Château", "Enfleurage", "Square", "Shortcut",
)  # fmt: skip
WIDGET_CLASSES = (
    card_rows.CardRows,
    game_header.GameHeader,
    game_log.GameLog,
    location_board.LocationBoard,
    private_stock.PrivateStock,
    resource_track.ResourceTrack,
    seat_table.SeatTable,
)
SHELL_KEYS = {"escape", "f1", "question_mark", "?", "ctrl+q"}


def test_the_shell_finds_game_ui() -> None:
    assert isinstance(GAME_UI, GameUI)
    assert load_ui("grasse") is GAME_UI
    assert GAME_UI.help_markdown() == help_markdown()


def test_factories_build_the_screens() -> None:
    session = session_for(players=2)
    assert isinstance(GAME_UI.screen_factory(SeatPort(session, 0), session.seats), GrasseScreen)


@pytest.mark.parametrize("location", list(LOCATIONS.values()), ids=lambda info: info.name)
def test_every_location_name_finds_its_help(location: object) -> None:
    name = location.name  # type: ignore[attr-defined]
    heading = topic_help(name)
    assert heading in HELP_LOCATIONS
    assert name.startswith(heading)


def test_every_widget_help_topic_is_a_heading() -> None:
    for widget in WIDGET_CLASSES:
        made = grasse_log(id="log") if widget is game_log.GameLog else widget()  # the log as Grasse's screens make it
        topic = made.help_topic  # the board's, unfocused: its fallback (location topics: above)
        assert topic_help(topic) == topic, widget.__name__
    assert topic_help("no such topic") is None


def test_step_topics_are_headings() -> None:
    for topic in STEP_TOPICS.values():
        assert topic_help(topic) == topic


@pytest.mark.parametrize(
    "owner",
    [GrasseScreen, FinalScoreScreen, decision_panel.DecisionPanel, *WIDGET_CLASSES],
)
def test_shell_keys_are_left_alone(owner: type) -> None:
    keys: set[str] = set()
    for binding in getattr(owner, "BINDINGS", []):
        if owner is decision_panel.DecisionPanel and binding.action == "close_filter":
            continue  # Escape while the filter is open: see the test below
        if binding.action == "focus_choices":
            continue  # Escape away from the list while there are choices: see test_screen.py
        key = binding.key if isinstance(binding, Binding) else binding[0]
        keys.update(k.strip() for k in key.split(","))
    assert not keys & SHELL_KEYS


def test_the_panel_takes_escape_only_while_its_filter_is_open() -> None:
    panel = decision_panel.DecisionPanel()
    assert panel.check_action("close_filter", ()) is False  # Escape stays the shell's menu
    panel.add_class("-filtering")
    assert panel.check_action("close_filter", ()) is True


def test_seat_colours_stay_distinct_in_16_colours() -> None:
    standard = {name: Color.parse(shade).downgrade(ColorSystem.STANDARD).number for name, shade in SEAT_COLOURS.items()}
    assert standard == {"red": 9, "blue": 12, "yellow": 11, "teal": 6, "green": 10}
    assert Color.parse(NOBLE_STYLE.split()[-1]).downgrade(ColorSystem.STANDARD).number == 13
    assert Color.parse(GOLDEN_STYLE.split()[-1]).downgrade(ColorSystem.STANDARD).number == 11
