"""The Grasse rules modules import one way (view.py's docstring): no cycle among
``grasse_tui.games.grasse.rules.*``, and the state imports only the game's content and config."""

from __future__ import annotations

from rules_imports import find_cycle, import_graph

import grasse_tui.games.grasse.rules as rules


def test_the_cycle_finder_finds_a_cycle_and_accepts_a_layered_graph() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_graph_is_read_from_every_kind_of_import_statement() -> None:
    graph = import_graph(rules)
    assert {"turns", "view", "state", "actions"} <= graph["game"]
    assert {"pierre", "pierre_reactions"} <= graph["turns"]  # from grasse_tui.games.grasse.rules import pierre, ...


def test_the_rules_modules_import_one_way() -> None:
    assert find_cycle(import_graph(rules)) is None


def test_the_state_knows_nothing_of_its_readers() -> None:
    assert import_graph(rules)["state"] <= {"content", "config"}
