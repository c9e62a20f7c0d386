"""Typed words against text: case, accents and word order ignored."""

from __future__ import annotations

from grasse_tui.ui.text_match import folded, found_spans, holds_every_word


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


def test_found_spans_mark_the_query_where_a_search_finds_it() -> None:
    heading, text = "G21. Worker cost with five players and the noble", "Whether the Noble counts; nobles too."
    assert found_spans([heading, text], "noble") == [[(43, 48)], [(12, 17), (26, 31)]]
    assert found_spans([heading, "worker costs"], "worker cost") == [[(5, 16)], [(0, 11)]]  # the whole query first
    assert found_spans(["cost of a worker"], "worker cost") == [[(0, 4), (10, 16)]]  # else each word
    assert found_spans([heading], "5 players") == [[(22, 34)]]  # a number and its word alike
    assert found_spans(["Skipping", "a PIN"], "kip") == [[(1, 4)], []]  # inside a word only where it starts none
    assert found_spans(["Praça do Mercado"], "PRACA") == [[(0, 5)]]
    assert found_spans(["Factory III and II"], "ii") == [[(16, 18)]]
    assert found_spans(["anything"], "  ") == [[]]
