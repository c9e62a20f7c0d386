"""Eccentric Essences' help: the rules in our words, every table ruling, and a heading for
every help topic the screen's widgets name."""

from __future__ import annotations

import re

from grasse_tui.core.rulings import TABLE_RULINGS as PLACEHOLDER
from grasse_tui.games.essences.help import help_markdown
from grasse_tui.games.essences.rulings import RULINGS
from grasse_tui.games.essences.tui.ui import topic_help
from grasse_tui.games.essences.tui.widgets.students import StudentTable
from grasse_tui.games.essences.tui.widgets.table import BlendPanel, HandPanel, PerfumeRow


def test_the_help_holds_every_ruling() -> None:
    text = help_markdown()
    assert PLACEHOLDER not in text
    assert all(f"### {ruling.heading}" in text for ruling in RULINGS)


def test_the_rulings_the_help_names_exist() -> None:
    codes = {ruling.code for ruling in RULINGS}
    named = set(re.findall(r"rulings? (E\d+)", help_markdown())) | set(re.findall(r"and (E\d+)\)", help_markdown()))
    assert named and named <= codes


def test_every_topic_the_screen_names_has_a_heading() -> None:
    topics = {widget.help_topic for widget in (PerfumeRow, BlendPanel, HandPanel, StudentTable)}
    topics |= {"Gameplay", "The intensity scale", "Draw a ticket!", "What does it smell like?"}
    assert all(topic_help(topic) is not None for topic in topics)
