"""The list of compiled modules and the check for extensions built from older sources."""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from grasse_tui import compiled
from grasse_tui.compiled import MODULES, ROOT, extension, running_compiled, source, source_paths, stale


def test_every_listed_module_has_its_source_and_setup_gets_its_path() -> None:
    for module in MODULES:
        assert source(module).is_file(), module
    paths = source_paths()
    assert len(paths) == len(MODULES) and "grasse_tui/games/grasse/bot/__init__.py" in paths
    assert all((ROOT / path).is_file() and "\\" not in path for path in paths)


def test_compiled_modules_import_no_ui_library() -> None:
    for module in MODULES:
        text = source(module).read_text(encoding="utf-8")
        assert "import textual" not in text and "from textual" not in text, module
        assert "import rich" not in text and "from rich" not in text, module


def test_the_running_copy_is_the_one_reported() -> None:
    __import__(MODULES[-1])
    loaded = Path(sys.modules[MODULES[-1]].__file__ or "")
    assert (loaded.suffix != ".py") is running_compiled()


def _fake_tree(root: Path, built: bool) -> Path:
    """A copy of the first listed module's source under ``root``, and an extension beside it."""
    py = root.joinpath(*MODULES[0].split(".")).with_suffix(".py")
    py.parent.mkdir(parents=True)
    py.write_text("", encoding="utf-8")
    if built:
        py.with_suffix(EXTENSION_SUFFIXES[0]).write_bytes(b"")
    return py


def test_an_extension_older_than_its_source_is_stale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled, "ROOT", tmp_path)
    py = _fake_tree(tmp_path, built=True)
    built = extension(MODULES[0])
    assert built is not None
    os.utime(py, (1_000, 1_000))
    os.utime(built, (2_000, 2_000))
    assert stale() == []
    os.utime(py, (3_000, 3_000))
    assert stale() == [MODULES[0]]


def test_source_alone_is_never_stale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled, "ROOT", tmp_path)
    _fake_tree(tmp_path, built=False)
    assert extension(MODULES[0]) is None
    assert stale() == []
