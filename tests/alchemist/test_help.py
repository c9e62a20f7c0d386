"""The Grand Alchemist's help: every table ruling, a heading for every topic the screen
jumps to, and a catalogue that agrees with the content data."""

from __future__ import annotations

import re

from grasse_tui.core.rulings import TABLE_RULINGS as PLACEHOLDER
from grasse_tui.games.alchemist.help import catalogue, city_label, help_markdown
from grasse_tui.games.alchemist.rules.content import CITIES, CONNECTIONS, SAVOIR_CITIES, Link
from grasse_tui.games.alchemist.rulings import RULINGS
from grasse_tui.ui.help import find_heading, split_sections

TOPICS = (
    "Moving", "Studying", "Encounters", "The Grand Œuvre", "The Grand Inquisitor", "The dungeon",
    "Event cards", "The map", "Set-up", "A turn", "The goal", "Optional rules", "Table rulings",
)  # fmt: skip
"""The headings the rules screen jumps to by name, and the other chapters of the rules."""


def _section(title: str) -> str:
    """The body under the heading ``title`` of the help (up to the next heading)."""
    return next(section.body for section in split_sections(help_markdown()) if section.title == title)


def test_the_help_holds_every_ruling() -> None:
    text = help_markdown()
    assert PLACEHOLDER not in text
    assert all(f"### {ruling.heading}\n" in text for ruling in RULINGS)
    assert [ruling.code for ruling in RULINGS] == [f"A{n}" for n in range(1, 26)]


def test_the_rulings_the_help_names_exist() -> None:
    codes = {ruling.code for ruling in RULINGS}
    named = set(re.findall(r"\bA\d+\b", help_markdown().split("## Table rulings")[0]))
    assert named and named <= codes


def test_every_topic_is_a_heading() -> None:
    missing = [topic for topic in TOPICS if find_heading(help_markdown(), topic) is None]
    assert not missing


def test_the_catalogue_is_in_the_help_and_names_every_city() -> None:
    text = catalogue()
    assert text in help_markdown()
    assert all(f"**{city_label(city.name)}**" in text for city in CITIES)


def test_the_catalogue_lists_every_shortcut_and_sea_passage() -> None:
    for link, heading in ((Link.SHORTCUT, "Shortcuts"), (Link.SEA, "Sea passages")):
        body = _section(f"{heading} ({sum(c.link is link for c in CONNECTIONS)})")
        assert all(f"- {city_label(c.a)} – {city_label(c.b)}" in body for c in CONNECTIONS if c.link is link)


def test_the_event_catalogue_counts_sum_to_32() -> None:
    body = _section("Event cards (32)")
    counts = [int(n) for n in re.findall(r"^- \*\*.+?\*\*: (\d+) cards?", body, re.MULTILINE)]
    assert len(counts) == 9 and sum(counts) == 32
    assert "**Coach**: 6 cards (2 of +2, 2 of +3, 2 of +4)" in body


def test_the_maps_legend_gives_the_die_numbers_of_the_content() -> None:
    legend = _section("The map")
    assert ", ".join(map(city_label, SAVOIR_CITIES[:-1])) in " ".join(legend.split())
    assert f"{city_label(SAVOIR_CITIES[-1])}." in legend
