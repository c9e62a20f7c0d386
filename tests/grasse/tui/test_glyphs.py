"""Text helpers shared by the widgets."""

from __future__ import annotations

from grasse_tui.games.grasse.rules.content import Base, Essence, Perfume, TechniqueCard
from grasse_tui.games.grasse.tui.widgets.card_rows import packed
from grasse_tui.games.grasse.tui.widgets.glyphs import (
    EXOTIC_LEGEND,
    PERFUME_SYMBOLS,
    RESOURCE_LEGEND,
    RESOURCE_SYMBOLS,
    aligned,
    resource_token,
    technique_name,
    technique_symbol,
)


def test_aligned_pads_columns_and_right_aligns_the_last_one() -> None:
    lines = [line.plain for line in aligned([["a", "10"], ["bbb", "2"]], right=[1])]
    assert lines == ["a    10", "bbb   2"]


def test_aligned_wraps_a_long_last_cell_under_its_column() -> None:
    lines = [line.plain for line in aligned([["name", "one two three"]], gap=1, width=12)]
    assert lines == ["name one two", "     three"]


def test_resource_tokens_tell_bases_from_essences_without_colour() -> None:
    assert resource_token(Base.WATER).plain == "wa"
    assert resource_token(Essence.FLORAL, 2).plain == "2Fl"


def test_a_technique_card_reads_the_same_in_symbols_and_in_words() -> None:
    card = TechniqueCard(Perfume.HERBAL, Base.FIXATIVE)
    assert technique_symbol(card) == f"He−{RESOURCE_SYMBOLS[Base.FIXATIVE]}" == "He−fx"
    assert technique_name(card) == "Herbal (no fixative)"
    assert f"Technique {technique_name(card)}" == card.label  # as the decision list names it


def test_the_exotic_symbol_is_explained_beside_the_essences() -> None:
    assert EXOTIC_LEGEND == f"{PERFUME_SYMBOLS[Perfume.EXOTIC]} Exotic"
    assert "Ex" not in RESOURCE_LEGEND  # not an essence: the track legend adds it on its own


def test_a_long_card_row_breaks_between_cards_never_inside_a_name() -> None:
    names = ["Fruity (no water)", "Floral (no diluent)", "Fruity (no diluent)"]
    assert packed(names, 40) == ["Fruity (no water)  Floral (no diluent)", "Fruity (no diluent)"]
    assert packed(names, None) == ["  ".join(names)]
