"""The rules modules import one way (view.py's docstring): no cycle among
``grasse_tui.games.grasse.rules.*``, read from their import statements (those under
``TYPE_CHECKING`` included), and the state imports only the game's content and config."""

from __future__ import annotations

import ast
from pathlib import Path

import grasse_tui.games.grasse.rules as rules

PACKAGE = rules.__name__
MODULES = {path.stem: path for path in Path(rules.__file__).parent.glob("*.py") if path.stem != "__init__"}


def imported_rules_modules(path: Path) -> set[str]:
    """The rules modules (short names, e.g. ``"state"``) that the module at ``path`` imports."""
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = PACKAGE if node.level else node.module or ""
            if node.level and node.module:
                module = f"{PACKAGE}.{node.module}"
            # ``from package import module`` imports a module; ``from module import name`` names one.
            names += [module, *(f"{module}.{alias.name}" for alias in node.names)]
    return {name.removeprefix(f"{PACKAGE}.") for name in names} & MODULES.keys()


def import_graph() -> dict[str, set[str]]:
    """Each rules module and the rules modules it imports."""
    return {name: imported_rules_modules(path) for name, path in MODULES.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of ``graph`` as the path that closes it (``["a", "b", "a"]``), or None."""
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str] | None:
        if node in path:
            return path[path.index(node) :] + [node]
        if node in done:
            return None
        for target in sorted(graph.get(node, ())):
            cycle = visit(target, [*path, node])
            if cycle is not None:
                return cycle
        done.add(node)
        return None

    for start in sorted(graph):
        cycle = visit(start, [])
        if cycle is not None:
            return cycle
    return None


def test_the_cycle_finder_finds_a_cycle_and_accepts_a_layered_graph() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_graph_is_read_from_every_kind_of_import_statement() -> None:
    graph = import_graph()
    assert {"turns", "view", "state", "actions"} <= graph["game"]
    assert {"pierre", "pierre_reactions"} <= graph["turns"]  # from grasse_tui.games.grasse.rules import pierre, ...


def test_the_rules_modules_import_one_way() -> None:
    assert find_cycle(import_graph()) is None


def test_the_state_knows_nothing_of_its_readers() -> None:
    assert import_graph()["state"] <= {"content", "config"}
