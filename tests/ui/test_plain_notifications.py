"""Every notification the app raises is plain text: seat names, paths and error texts may
look like markup ("Dj [/]" once crashed the app), so no call may leave Textual's markup on."""

from __future__ import annotations

import ast
from pathlib import Path

import grasse_tui

PACKAGE = Path(grasse_tui.__file__).parent


def test_every_notify_call_turns_markup_off() -> None:
    calls = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "notify":
                plain = any(
                    k.arg == "markup" and isinstance(k.value, ast.Constant) and k.value.value is False
                    for k in node.keywords
                )
                calls.append((f"{path.relative_to(PACKAGE)}:{node.lineno}", plain))
    assert len(calls) > 15  # the scan sees the app's notifications
    assert [where for where, plain in calls if not plain] == []
