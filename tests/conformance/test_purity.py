"""Each built game's rules, module and bots import in a fresh process without Textual or Rich."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .games import GAMES, GameCase

BUILT = [case for case in GAMES if case.package is not None]

IMPORT_ALL = """
import importlib, json, pkgutil, sys
package = sys.argv[1]
names = [f"{package}.module"]
for part in ("rules", "bots"):
    root = importlib.import_module(f"{package}.{part}")
    names += [root.__name__] + [info.name for info in pkgutil.walk_packages(root.__path__, f"{root.__name__}.")]
for name in names:
    importlib.import_module(name)
print(json.dumps({"imported": names, "ui": sorted({m.split(".")[0] for m in sys.modules} & {"textual", "rich"})}))
"""


@pytest.mark.parametrize("case", BUILT, ids=lambda case: case.name)
def test_a_games_rules_module_and_bots_load_no_textual_or_rich(case: GameCase) -> None:
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL, str(case.package)], capture_output=True, text=True, timeout=60, check=True
    )
    result = json.loads(done.stdout)
    assert len(result["imported"]) > 3  # the rules' modules were found and imported
    assert result["ui"] == [], f"{case.name} loads {result['ui']}"
