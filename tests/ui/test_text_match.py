"""Typed words against text: case, accents and word order ignored."""

from __future__ import annotations

from grasse_tui.ui.text_match import folded, holds_every_word


def test_folded_drops_case_accents_and_extra_spaces() -> None:
    assert folded("  Praça   do  MERCADO ") == "praca do mercado"


def test_every_word_must_start_a_word_in_any_order() -> None:
    label = "Give water — take fixative"
    assert holds_every_word(label, "fix wat")
    assert holds_every_word(label, "  GIVE ")
    assert not holds_every_word(label, "fix alc")
    assert holds_every_word("Praça", "praca")
    assert holds_every_word(label, "")
    assert not holds_every_word(label, "ater")  # inside a word: no


def test_a_number_matches_only_the_whole_number() -> None:
    assert holds_every_word("Take water from space 2", "space 2")
    assert not holds_every_word("Take water from space 12", "space 2")
    assert not holds_every_word("Take water from space 10 (2 fixative)", "space 1")
    assert holds_every_word("Factory I — make Fl−wa", "fl−")


def test_the_games_roman_numerals_match_only_whole() -> None:
    assert holds_every_word("Factory II — make Woody or Fruity", "factory ii")
    assert not holds_every_word("Factory III — make Herbal or Spice", "factory ii")
    assert holds_every_word("Round IV", "iv")
    assert holds_every_word("Factory III", "fac i")  # one letter: still the start of a word
    assert holds_every_word("Alley (Viela)", "vi")
