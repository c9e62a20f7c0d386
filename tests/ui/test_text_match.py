"""Typed words against text: case, accents and word order ignored."""

from __future__ import annotations

from grasse_tui.ui.text_match import folded, holds_every_word


def test_folded_drops_case_accents_and_extra_spaces() -> None:
    assert folded("  Praça   do  MERCADO ") == "praca do mercado"


def test_every_word_must_appear_in_any_order_even_inside_longer_words() -> None:
    label = "Give water — take fixative"
    assert holds_every_word(label, "fix wat")
    assert holds_every_word(label, "  GIVE ")
    assert not holds_every_word(label, "fix alc")
    assert holds_every_word("Praça", "praca")
    assert holds_every_word(label, "")
