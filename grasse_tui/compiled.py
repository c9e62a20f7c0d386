"""The modules the build compiles to C with mypyc, and which copy of them runs.

``setup.py`` hands :data:`MODULES` (the rules core and the bots: pure, typed
and on every decision's path) to mypyc when the package is installed; the C
extension sits beside each ``.py`` file and Python imports it first. Where
no C compiler is found the build keeps the pure-Python modules, which behave
the same, only about half as fast. ``python -m grasse_tui.compiled`` prints
their source paths, one per line (the Makefile rebuilds when one changes).
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

MODULES: tuple[str, ...] = (
    "grasse_tui.core.errors",
    "grasse_tui.core.game",
    "grasse_tui.core.rng",
    "grasse_tui.games.grasse.actions",
    "grasse_tui.games.grasse.awards",
    "grasse_tui.games.grasse.clients",
    "grasse_tui.games.grasse.config",
    "grasse_tui.games.grasse.content",
    "grasse_tui.games.grasse.effects",
    "grasse_tui.games.grasse.events",
    "grasse_tui.games.grasse.game",
    "grasse_tui.games.grasse.pierre",
    "grasse_tui.games.grasse.pierre_events",
    "grasse_tui.games.grasse.pierre_reactions",
    "grasse_tui.games.grasse.scoring",
    "grasse_tui.games.grasse.setup",
    "grasse_tui.games.grasse.state",
    "grasse_tui.games.grasse.track",
    "grasse_tui.games.grasse.turns",
    "grasse_tui.games.grasse.view",
    "grasse_tui.games.grasse.bot",
    "grasse_tui.games.grasse.bot.context",
    "grasse_tui.games.grasse.bot.needs",
    "grasse_tui.games.grasse.bot.plan",
    "grasse_tui.games.grasse.bot.policy",
    "grasse_tui.games.grasse.bot.tables",
    "grasse_tui.games.grasse.bot.track",
)
"""Dotted names of the compiled modules (a package stands for its ``__init__``)."""

ROOT = Path(__file__).resolve().parent.parent
"""The folder holding the ``grasse_tui`` package."""


def source(module: str) -> Path:
    """The ``.py`` file of ``module`` (one of :data:`MODULES`), under :data:`ROOT`."""
    path = ROOT.joinpath(*module.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def extension(module: str) -> Path | None:
    """The C extension built for ``module`` beside its source, if any (what Python loads first)."""
    stem = source(module).with_suffix("")
    for suffix in EXTENSION_SUFFIXES:
        built = stem.with_name(stem.name + suffix)
        if built.exists():
            return built
    return None


def running_compiled() -> bool:
    """True when the compiled modules load as C extensions, False when as Python source."""
    return extension(MODULES[-1]) is not None


def stale() -> list[str]:
    """The compiled modules whose ``.py`` file changed after their C extension was built
    (so the extension, which Python loads first, runs older code); empty when the modules
    run as Python source."""
    found = []
    for module in MODULES:
        built = extension(module)
        if built is not None and source(module).stat().st_mtime > built.stat().st_mtime:
            found.append(module)
    return found


def source_paths() -> list[str]:
    """The compiled modules' sources as paths relative to :data:`ROOT`, ``/``-separated
    (what ``setup.py`` hands to mypyc, and what this module prints when run)."""
    return [source(name).relative_to(ROOT).as_posix() for name in MODULES]


if __name__ == "__main__":
    print("\n".join(source_paths()))
