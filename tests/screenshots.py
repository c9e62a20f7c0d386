"""``make screenshots``: regenerate ``screenshots/*.svg`` from the snapshot scenes (120×40),
and ``screenshots/browser.png``, the menu served to headless Chromium (``tests/browser.py``).

Run as ``python -m tests.screenshots`` from the repository root. Every
screenshot comes from a fresh app on a temporary data folder, with fixed
seeds, so running it twice gives the same files.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

from tests.apps.alchemist_scenes import ALCHEMIST_SCENES, alchemist_app_for
from tests.apps.essences_scenes import ESSENCES_SCENES, essences_app_for
from tests.apps.grasse_scenes import SCENES, app_for
from tests.apps.lafleur_scenes import LAFLEUR_SCENES, lafleur_app_for
from tests.apps.perfumer_scenes import PERFUMER_SCENES, perfumer_app_for
from tests.browser import missing_browser, save_menu_screenshot

OUTPUT = Path(__file__).resolve().parent.parent / "screenshots"
SHOTS = (
    "menu",
    "setup",
    "grasse-midgame",
    "solo-midgame",
    "five-expansions",
    "turn-end",
    "shield",
    "help",
    "final-scores",
    "lafleur-solo",
    "lafleur-final",
    "essences-lead",
    "perfumer-turn",
    "alchemist-turn",
)


async def shoot(name: str, folder: Path) -> Path:
    scene, _, size = (
        ESSENCES_SCENES.get(name)
        or LAFLEUR_SCENES.get(name)
        or PERFUMER_SCENES.get(name)
        or ALCHEMIST_SCENES.get(name)
        or SCENES[name]
    )
    with tempfile.TemporaryDirectory() as data_dir:
        if name in ESSENCES_SCENES:
            app = essences_app_for(name, Path(data_dir))
        elif name in PERFUMER_SCENES:
            app = perfumer_app_for(name, Path(data_dir))
        elif name in ALCHEMIST_SCENES:
            app = alchemist_app_for(name, Path(data_dir))
        elif name in LAFLEUR_SCENES:
            app = lafleur_app_for(name, Path(data_dir))
        else:
            app = app_for(name, Path(data_dir))
        async with app.run_test(size=size) as pilot:
            await scene(pilot)
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()
            saved = app.save_screenshot(f"{name}.svg", str(folder))
    return Path(saved)


async def main() -> None:
    OUTPUT.mkdir(exist_ok=True)
    for name in SHOTS:
        print(await shoot(name, OUTPUT))


def shoot_browser(folder: Path) -> None:
    """``browser.png``: the menu in a browser tab; skipped, saying why, without Debian's
    chromium and chromium-driver."""
    target = folder / "browser.png"
    missing = missing_browser()
    if missing is not None:
        print(f"skipped {target}: {missing}")
        return
    save_menu_screenshot(target)
    print(target)


if __name__ == "__main__":
    os.environ.pop("NO_COLOR", None)  # it would turn every screenshot grey
    asyncio.run(main())
    shoot_browser(OUTPUT)
    sys.exit(0)
