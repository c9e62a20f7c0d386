"""The Grasse help: complete sections, rulings filled in, per-location lookup."""

from __future__ import annotations

import re

import pytest

from grasse_tui.core.rulings import TABLE_RULINGS as PLACEHOLDER
from grasse_tui.games.grasse.help import help_markdown, location_help
from grasse_tui.games.grasse.rules.content import LOCATIONS
from grasse_tui.games.grasse.rulings import RULINGS

LOCATION_NAMES = (
    "Factory",
    "Master Perfumer",
    "Bank",
    "City Hall",
    "Market",
    "Perfumery",
    "Palace",
    "La Grande Usine",
    "Royal Bank",
    "Alley",
    "Alleyway",
    "Grand Fair",
    "Château",
    "Enfleurage",
    "Square",
    "Shortcut",
)

TOP_SECTIONS = (
    "Overview and goal",
    "Components",
    "Setup",
    "A round",
    "Worker costs",
    "Moving on the resource track",
    "Collecting",
    "Delivering resources",
    "Perfumes and recipes",
    "Locations",
    "Maintenance",
    "End of the game",
    "Awards",
    "Final score",
    "Mini-expansions",
    "Five players",
    "Solo: Pierre the Envious",
    "Playing in this app",
    "Table rulings",
)

HEADING = re.compile(r"^(#{1,6}) (.+)$")


def sections(text: str) -> list[tuple[int, str, str]]:
    """Every heading as (level, title, body up to the next heading)."""
    found: list[tuple[int, str, list[str]]] = []
    for line in text.splitlines():
        match = HEADING.match(line)
        if match:
            found.append((len(match.group(1)), match.group(2), []))
        elif found:
            found[-1][2].append(line)
    return [(level, title, "\n".join(body).strip()) for level, title, body in found]


def test_top_level_sections_form_the_table_of_contents() -> None:
    titles = [title for level, title, _ in sections(help_markdown()) if level == 2]
    assert titles == list(TOP_SECTIONS)


def test_no_section_is_empty() -> None:
    for level, title, body in sections(help_markdown()):
        assert body, f"{'#' * level} {title} has no text"


def test_placeholder_is_replaced() -> None:
    text = help_markdown()
    assert PLACEHOLDER not in text
    assert "{{" not in text and "}}" not in text


def test_every_ruling_appears_under_table_rulings() -> None:
    rulings_part = help_markdown().split("\n## Table rulings\n", 1)[1]
    for ruling in RULINGS:
        assert f"### {ruling.heading}\n" in rulings_part
        assert " ".join(ruling.ruling.split()) in " ".join(rulings_part.split())


def test_every_ruling_cited_in_the_rules_exists() -> None:
    codes = {r.code for r in RULINGS}
    rules_part = help_markdown().split("\n## Table rulings\n", 1)[0]
    cited = set(re.findall(r"\bruling (G\d+)\b", rules_part))
    assert cited and cited <= codes


@pytest.mark.parametrize("name", LOCATION_NAMES)
def test_every_location_has_its_own_section(name: str) -> None:
    section = location_help(name)
    assert section is not None
    first, _, body = section.partition("\n")
    assert first == f"### {name}"
    assert body.strip()
    assert not re.search(r"^#{1,3} ", body, flags=re.MULTILINE)


@pytest.mark.parametrize("info", LOCATIONS.values(), ids=lambda info: info.name)
def test_board_labels_find_their_section(info: object) -> None:
    """The rules core's labels ("Factory II", "Alley (Viela)") reach the help."""
    assert location_help(info.name) is not None  # type: ignore[attr-defined]


@pytest.mark.parametrize("info", [i for i in LOCATIONS.values() if " (" in i.name], ids=lambda info: info.name)
def test_a_tiles_local_name_is_in_its_section_so_search_finds_it(info: object) -> None:
    """The board shows "Square (Praça)": searching the help for "Praça" finds the Square."""
    local = info.name.split(" (")[1].rstrip(")")  # type: ignore[attr-defined]
    section = location_help(info.name)  # type: ignore[attr-defined]
    assert section is not None and local in section


def test_unknown_or_non_location_names_have_no_section() -> None:
    assert location_help("Casino") is None
    assert location_help("Setup") is None
    assert location_help("Locations") is None


def test_help_cites_no_developer_documents() -> None:
    """Players have the rulebook and this help, not the project's design notes."""
    assert not re.search(r"\bDESIGN\b|\.md\b", help_markdown())
