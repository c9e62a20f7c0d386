"""docs/rulings.md is generated from the games' RULINGS and must never drift."""

from __future__ import annotations

import dataclasses
import re

from markdown_it import MarkdownIt

from grasse_tui.core.rulings import Ruling, render_markdown, render_rulings
from grasse_tui.docs_gen import GAME_RULINGS, RULINGS_DOC, generate
from grasse_tui.games import CATALOGUE

ALL_RULINGS: tuple[Ruling, ...] = tuple(r for _, rulings in GAME_RULINGS for r in rulings)


def test_doc_is_up_to_date() -> None:
    assert RULINGS_DOC.read_text(encoding="utf-8") == generate(), (
        "docs/rulings.md is stale: run `python -m grasse_tui.docs_gen`"
    )


def test_every_field_is_filled() -> None:
    for ruling in ALL_RULINGS:
        for field in dataclasses.fields(Ruling):
            value = getattr(ruling, field.name)
            assert isinstance(value, str) and value.strip(), (ruling.code, field.name)


def test_codes_are_unique_and_well_formed() -> None:
    codes = [r.code for r in ALL_RULINGS]
    assert len(codes) == len(set(codes))
    assert all(re.fullmatch(r"[A-Z]+[1-9][0-9]*", code) for code in codes)


def test_codes_are_numbered_one_by_one_per_game() -> None:
    for _, rulings in GAME_RULINGS:
        numbers = [int(re.sub(r"^[A-Z]+", "", r.code)) for r in rulings]
        assert numbers == list(range(1, len(numbers) + 1))


def test_games_with_rulings_are_in_the_catalogue() -> None:
    ids = [game_id for game_id, _ in GAME_RULINGS]
    assert len(ids) == len(set(ids))
    assert set(ids) <= {entry.game_id for entry in CATALOGUE}


def test_each_game_gets_a_section_with_every_ruling() -> None:
    text = generate()
    for entry in CATALOGUE:
        rulings = dict(GAME_RULINGS).get(entry.game_id)
        if rulings is not None:
            assert render_markdown(entry.title, rulings) in text
            for ruling in rulings:
                assert f"### {ruling.heading}\n" in text


def test_each_ruling_renders_as_heading_and_four_flat_bullets() -> None:
    """Wrapping never turns a continuation line into markdown of its own."""
    tokens = MarkdownIt().parse(render_rulings(ALL_RULINGS))
    headings = [t for t in tokens if t.type == "heading_open"]
    assert [t.tag for t in headings] == ["h3"] * len(ALL_RULINGS)
    lists = [t for t in tokens if t.type == "bullet_list_open"]
    assert len(lists) == len(ALL_RULINGS)
    assert all(t.level == 0 for t in lists)
    items = [t for t in tokens if t.type == "list_item_open"]
    assert len(items) == 4 * len(ALL_RULINGS)
