"""Child processes for ``bench/run.py``; each writes one JSON object to OUT.

``python bench/probes.py paint bare|grasse OUT``
    First paint. The app runs headless at 120×40 and writes the wall-clock time
    (``time.time()``) of its ``Ready`` event: Textual sends it once the first
    frame has been composed and written to the (headless) screen. For
    ``grasse`` the process runs exactly what ``python -m grasse_tui`` runs
    (``runpy`` on the package's ``__main__``, through ``cli.main``), with
    ``TableApp`` swapped for a subclass that forces headless mode and exits on
    ``Ready``. For ``bare`` the same subclass wraps ``BareApp``. The parent
    subtracts its own ``time.time()`` taken just before it started the process.

``python bench/probes.py keys bare|list|grasse PRESSES OUT``
    Key presses, via ``App.run_test`` at 120×40: ``PRESSES`` pairs of
    ``pilot.press`` + ``pilot.pause`` ("down", then "up", alternating, after 6
    unmeasured warm-up presses), then the peak memory of this process
    (``ru_maxrss``, read as ``VmHWM`` on Linux: see :func:`peak_rss_mb`). Two
    times per press: ``press_ms``, until ``pilot.pause`` returns (Textual's
    idle wait, which counts in 20 ms windows), and ``frame_ms``, until the last
    frame the press caused was rendered to terminal output (see
    :func:`_watch_frames`). ``grasse`` runs the real shell (``TableApp``) on a
    mid-game save: round II, a human seat to place a worker against three
    greedy bots, resumed from the save store as "Continue" does, so
    "down"/"up" move the highlight of the decision list and re-mark the board.
    ``bare`` presses the same keys on ``BareApp`` (nothing repaints), ``list``
    on ``ListApp`` (one option list's highlight moves). Writes
    ``{"skipped": reason}`` when the Grasse screen is not available yet.
"""

from __future__ import annotations

import asyncio
import json
import resource
import runpy
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SIZE = (120, 40)
WARM_UP = 6
SCREEN_TIMEOUT = 20.0
"""Seconds to wait for the resumed game screen to show a decision."""


def peak_rss_mb() -> float:
    """Peak resident memory of this process image, in MB.

    Linux carries ``ru_maxrss`` over from the parent across fork + exec, so a
    probe started by a big parent would report the parent's peak; ``VmHWM`` in
    ``/proc/self/status`` is the same high-water mark for this image alone.
    Elsewhere, ``ru_maxrss``.
    """
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text(encoding="utf-8").splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _write(out: str, data: dict[str, Any]) -> None:
    Path(out).write_text(json.dumps(data), encoding="utf-8")


def paint(target: str, out: str) -> None:
    """Run the app headless and record when its first frame is on screen."""
    from textual.app import App

    base: type[App[Any]]
    if target == "bare":
        from bare_app import BareApp

        base = BareApp
    else:
        import grasse_tui.ui.app as shell

        base = shell.TableApp

    class FirstPaint(base):  # type: ignore[misc,valid-type]
        """``base``, forced headless, that records its first frame and exits."""

        def run(self, *args: Any, **kwargs: Any) -> Any:
            kwargs.update(headless=True, size=SIZE)
            return super().run(*args, **kwargs)

        def on_ready(self) -> None:
            _write(out, {"painted": time.time()})
            self.exit()

    if target == "bare":
        FirstPaint().run()
    else:
        shell.TableApp = FirstPaint  # type: ignore[misc]  # what cli._run_app imports to start the app
        sys.argv = ["grasse_tui"]
        try:
            runpy.run_module("grasse_tui", run_name="__main__", alter_sys=True)
        except SystemExit as exc:
            if exc.code:
                raise


def _midgame_record() -> tuple[Any, Any, str]:
    """A Grasse record at round II with the human seat (0) to place a worker; its seats and progress."""
    from grasse_tui.core.game import SeatConfig
    from grasse_tui.core.session import GameSession
    from grasse_tui.games.grasse.module import MODULE

    seats = (
        SeatConfig("Ana", "red"),
        SeatConfig("Bea", "blue", bot="greedy"),
        SeatConfig("Caio", "yellow", bot="greedy"),
        SeatConfig("Duda", "teal", bot="greedy"),
    )
    seed = 4
    session = GameSession.start(MODULE.game, MODULE.make_config(seats, {}), seed)
    bots = [MODULE.bots["greedy"](seat, seed) for seat in range(len(seats))]
    while True:
        (seat,) = session.pending().acting
        view = session.view(seat)
        if view.round == 2 and view.step.kind == "place" and seat == 0:
            return session.record, seats, MODULE.progress_label(session.view(None))
        session.submit(seat, bots[seat].choose(view, session.legal_actions(seat)))


async def _wait_for(pilot: Any, ready: Callable[[], bool]) -> None:
    """Pause the pilot until ``ready()`` holds; TimeoutError after SCREEN_TIMEOUT seconds."""
    deadline = time.monotonic() + SCREEN_TIMEOUT
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError("the game screen did not show a decision in time")
        await pilot.pause(0.05)


class _Subject:
    """The app under test, how to bring it to the state to measure, and what a key press moves."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def start(self) -> None:
        """Bring the app to the screen to measure (nothing to do for the empty app)."""

    def ready(self) -> bool:
        return True

    def marker(self) -> object:
        """What a down/up press changes on screen (None: nothing to check)."""
        return None


def _grasse_subject() -> _Subject:
    """The real shell resumed on a mid-game save. Raises ImportError while the screen is missing."""
    from grasse_tui.core.store import SaveSummary
    from grasse_tui.games.grasse.tui.screen import GrasseScreen
    from grasse_tui.games.grasse.tui.ui import GAME_UI  # noqa: F401 - the shell loads it; fail early here
    from grasse_tui.ui.app import TableApp

    record, seats, progress = _midgame_record()

    class Grasse(_Subject):
        app: TableApp

        def start(self) -> None:
            save_id = self.app.store.create(record, SaveSummary.build(seats, progress))
            self.app.resume(save_id, record)  # what "Continue" does

        def ready(self) -> bool:
            screen = self.app.screen
            if not isinstance(screen, GrasseScreen) or not screen.query("#decision"):
                return False  # not composed yet
            return screen.decision.highlighted is not None

        def marker(self) -> object:
            screen = self.app.screen
            return screen.decision.highlighted if isinstance(screen, GrasseScreen) else None

    return Grasse(TableApp(tempfile.mkdtemp(prefix="grasse-bench-"), bot_delay=0.0))


def _watch_frames(app: Any) -> list[float]:
    """Record the ``perf_counter`` time of every frame ``app`` displays; returns the live list.

    Headless apps skip turning a frame into terminal output, so this does that
    work too (``render_segments``, as the real driver path does) before taking
    the time: a frame counts once it is ready to write.
    """
    frames: list[float] = []
    display = app._display

    def timed_display(screen: Any, renderable: Any) -> None:
        display(screen, renderable)
        if renderable is not None and not app._batch_count:
            renderable.render_segments(app.console)
            frames.append(time.perf_counter())

    app._display = timed_display
    return frames


def _list_subject() -> _Subject:
    from bare_app import ListApp
    from textual.widgets import OptionList

    class Listed(_Subject):
        def ready(self) -> bool:
            return self.app.query_one(OptionList).highlighted is not None

        def marker(self) -> object:
            return self.app.query_one(OptionList).highlighted

    return Listed(ListApp())


async def keys(target: str, presses: int, out: str) -> None:
    """Time key presses on ``target`` and record this process's peak memory."""
    if target == "bare":
        from bare_app import BareApp

        subject = _Subject(BareApp())
    elif target == "list":
        subject = _list_subject()
    else:
        try:
            subject = _grasse_subject()
        except ImportError as exc:
            _write(out, {"skipped": f"Grasse screen not importable yet ({exc})"})
            return
    times: list[float] = []
    frame_times: list[float] = []
    async with subject.app.run_test(size=SIZE) as pilot:
        try:
            subject.start()
            await _wait_for(pilot, subject.ready)
        except Exception as exc:  # noqa: BLE001 - the shell is still being built: report, don't crash
            reason = f"mid-game Grasse screen not reachable yet ({type(exc).__name__}: {exc})"
            _write(out, {"skipped": reason})
            return
        frames = _watch_frames(subject.app)
        before = subject.marker()
        for number in range(WARM_UP + 2 * presses):
            seen = len(frames)
            start = time.perf_counter()
            await pilot.press("down" if number % 2 == 0 else "up")
            await pilot.pause()
            done = time.perf_counter()
            if number == 0:
                moved = subject.marker() != before
            if number >= WARM_UP:
                times.append((done - start) * 1000)
                if len(frames) > seen:
                    frame_times.append((frames[-1] - start) * 1000)
        peak_mb = peak_rss_mb()
    _write(
        out,
        {
            "press_ms": times,
            "frame_ms": frame_times,
            "maxrss_mb": peak_mb,
            "moved": moved if before is not None else None,
        },
    )


def main(argv: list[str]) -> None:
    kind, target = argv[0], argv[1]
    targets = ("bare", "grasse") if kind == "paint" else ("bare", "list", "grasse")
    if target not in targets:
        raise SystemExit(f"unknown target {target!r} for {kind!r}")
    if kind == "paint":
        paint(target, argv[2])
    elif kind == "keys":
        asyncio.run(keys(target, int(argv[2]), argv[3]))
    else:
        raise SystemExit(f"unknown probe {kind!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
