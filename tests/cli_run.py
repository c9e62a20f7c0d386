"""Running the command line for a test: in-process (:func:`run`), or as a process whose
reader goes away (:func:`first_line_then_gone`)."""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest

from grasse_tui.cli import main

ROOT = Path(__file__).resolve().parent.parent
"""The project folder, where a command runs."""


def run(argv: Sequence[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``main(argv)`` in-process: (exit code, stdout, stderr)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def first_line_then_gone(command: Sequence[str]) -> tuple[str, int, str]:
    """Run ``command`` (a ``simulate`` that prints JSON lines), read its first line of output
    and close the pipe, as ``| head -1`` does: (that line, its exit code, its stderr)."""
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT) as process:
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline().decode()
        process.stdout.close()
        err = process.stderr.read().decode()
        code = process.wait(timeout=120)
    return first, code, err
