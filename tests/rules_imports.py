"""A game's rules modules import one way: the import graph among ``grasse_tui.games.<game>.rules.*``,
read from their import statements (those under ``TYPE_CHECKING`` included), and a cycle finder."""

from __future__ import annotations

import ast
from pathlib import Path
from types import ModuleType


def import_graph(rules: ModuleType) -> dict[str, set[str]]:
    """Each module of the package ``rules`` (short names, e.g. ``"state"``) and the modules
    of that package it imports."""
    package = rules.__name__
    modules = {path.stem: path for path in Path(str(rules.__file__)).parent.glob("*.py") if path.stem != "__init__"}

    def imported(path: Path) -> set[str]:
        names: list[str] = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                module = package if node.level else node.module or ""
                if node.level and node.module:
                    module = f"{package}.{node.module}"
                # ``from package import module`` imports a module; ``from module import name`` names one.
                names += [module, *(f"{module}.{alias.name}" for alias in node.names)]
        return {name.removeprefix(f"{package}.") for name in names} & modules.keys()

    return {name: imported(path) for name, path in modules.items()}


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
