"""Text helpers shared by the widgets."""

from __future__ import annotations

from grasse_tui.games.grasse.content import Base, Essence
from grasse_tui.games.grasse.widgets.glyphs import aligned, resource_token


def test_aligned_pads_columns_and_right_aligns_the_last_one() -> None:
    lines = [line.plain for line in aligned([["a", "10"], ["bbb", "2"]], right=[1])]
    assert lines == ["a    10", "bbb   2"]


def test_aligned_wraps_a_long_last_cell_under_its_column() -> None:
    lines = [line.plain for line in aligned([["name", "one two three"]], gap=1, width=12)]
    assert lines == ["name one two", "     three"]


def test_resource_tokens_tell_bases_from_essences_without_colour() -> None:
    assert resource_token(Base.WATER).plain == "wa"
    assert resource_token(Essence.FLORAL, 2).plain == "2Fl"
