"""The map panel: every city placed and coded once, labels apart and inside the map, both
forms within their sizes, the markers' roles shown only to who knows them, the Inquisitor,
the plague and the dungeon where they are, and the widget choosing its form by its width."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.content import Content

from grasse_tui.games.alchemist.rules.content import CITY
from grasse_tui.games.alchemist.rules.game import ALCHEMIST
from grasse_tui.games.alchemist.rules.state import AlchemistState
from grasse_tui.games.alchemist.rules.view import AlchemistView
from grasse_tui.games.alchemist.tui.widgets.map_panel import (
    CODE,
    COMPACT_POSITIONS,
    COMPACT_SIZE,
    COMPACT_TITLE,
    FULL_SIZE,
    POSITIONS,
    TITLE,
    MapPanel,
    SeatMarks,
    label,
    map_lines,
    room,
    width,
)

from .helpers import placed

MARKS: SeatMarks = (
    ("R", "bold red"), ("B", "bold blue"), ("G", "bold green"), ("Y", "bold yellow"), ("T", "bold cyan"), ("W", "bold")
)
FORMS = pytest.mark.parametrize("compact", [False, True], ids=["full", "compact"])


def form(compact: bool) -> tuple[dict[str, tuple[int, int]], tuple[int, int]]:
    """The form's positions and its map's (columns, rows)."""
    return (COMPACT_POSITIONS, COMPACT_SIZE) if compact else (POSITIONS, FULL_SIZE)


def lyon_lisbon_madrid() -> AlchemistState:
    """Seat 0's markers in Lyon, seat 1's in Lisbon, seat 2's in Madrid."""
    return placed(3, cities=("Lyon", "Lisbon", "Madrid"))


def marks_at(lines: list[Content], positions: dict[str, tuple[int, int]], city: str) -> str:
    """What stands in ``city``: the text after its label, up to the end of its room, without the links."""
    x, y = positions[city]
    start = x + width(label(city))
    return lines[y].plain[start : start + 1 + room(city, positions, len(lines[y].plain))].strip(" ·:≈")


def test_every_city_has_one_code_and_a_place_in_both_forms() -> None:
    assert set(POSITIONS) == set(COMPACT_POSITIONS) == set(CODE) == set(CITY)
    assert len(set(CODE.values())) == len(CODE)
    assert all(len(code) == 3 for code in CODE.values())


@FORMS
def test_labels_lie_inside_the_map_apart_with_room_for_five_cells_of_markers(compact: bool) -> None:
    positions, (columns, rows) = form(compact)
    cells = [(x + dx, y) for city, (x, y) in positions.items() for dx in range(width(label(city)))]
    assert len(set(cells)) == len(cells)
    assert all(0 <= x < columns and 0 <= y < rows for x, y in cells)
    assert min(room(city, positions, columns) for city in positions) >= len("+18☩☣")


@FORMS
def test_the_map_draws_every_label_where_its_city_is(compact: bool) -> None:
    positions, _ = form(compact)
    lines = map_lines(ALCHEMIST.view(lyon_lisbon_madrid(), 0), MARKS, compact)
    for city, (x, y) in positions.items():
        text = "".join(part for part, _ in label(city))
        assert lines[y].plain[x : x + len(text)] == text


@FORMS
def test_both_forms_keep_their_size_even_crowded(compact: bool) -> None:
    state = placed(6, cities=("Calais",) * 6)
    state.markers["m01"].place = "Prison"
    state.inquisitor.place, state.plague = "Calais", "Calais"
    lines = map_lines(ALCHEMIST.view(state, 0), MARKS, compact)
    positions, (columns, rows) = form(compact)
    assert len(lines) == rows + 1
    assert all(line.cell_length <= columns for line in lines)
    assert {"+", "☩", "☣"} <= set(marks_at(lines, positions, "Calais"))


@FORMS
def test_only_a_known_alchemist_shows_its_sign(compact: bool) -> None:
    state, (positions, _) = lyon_lisbon_madrid(), form(compact)
    own = map_lines(ALCHEMIST.view(state, 0), MARKS, compact)
    assert sorted(marks_at(own, positions, "Lyon")) == sorted("R✚rr")
    other = map_lines(ALCHEMIST.view(state, 1), MARKS, compact)
    assert marks_at(other, positions, "Lyon") == "RRR"
    assert sum(line.plain.count("✚") for line in other) == 1
    assert "✚" in marks_at(other, positions, "Lisbon")


@FORMS
def test_the_inquisitor_and_the_plague_stand_on_their_cities_lines(compact: bool) -> None:
    state = lyon_lisbon_madrid()
    state.inquisitor.place, state.plague = "Rome", "Bordeaux"
    lines, (positions, _) = map_lines(ALCHEMIST.view(state, 0), MARKS, compact), form(compact)
    assert "☩" in marks_at(lines, positions, "Rome")
    assert "☣" in marks_at(lines, positions, "Bordeaux")
    assert sum(line.plain.count("☩") + line.plain.count("☣") for line in lines) == 2


def test_the_dungeon_has_its_own_line() -> None:
    state = lyon_lisbon_madrid()
    state.markers["m01"].place = state.markers["m02"].place = "Prison"
    lines = map_lines(ALCHEMIST.view(state, 1), MARKS, compact=False)
    assert lines[-1].plain == "Dungeon: judgement - · prison R R"
    assert marks_at(lines, POSITIONS, "Lyon") == "R"


class MapApp(App[None]):
    """A map panel alone, ``map_width`` columns wide, border included."""

    def __init__(self, view: AlchemistView, map_width: int) -> None:
        super().__init__()
        self.map_view, self.map_width = view, map_width

    def compose(self) -> ComposeResult:
        yield MapPanel()

    def on_mount(self) -> None:
        panel = self.query_one(MapPanel)
        panel.styles.width = self.map_width
        panel.show(self.map_view, MARKS)


@pytest.mark.parametrize(("outer", "compact", "title"), [(70, False, TITLE), (56, True, COMPACT_TITLE)])
async def test_the_panel_picks_its_form_by_its_width(outer: int, compact: bool, title: str) -> None:
    """70 columns with the border: the full map; 56 (a 100-column screen): the compact one."""
    app = MapApp(ALCHEMIST.view(lyon_lisbon_madrid(), 0), outer)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        panel = app.query_one(MapPanel)
        assert (panel.compact, panel.size.height, panel.border_title) == (compact, form(compact)[1][1] + 1, title)
