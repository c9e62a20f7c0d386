"""The garbage collector's settings for a running command (the app, ``simulate``, the benchmarks).

Play allocates a great many short-lived tuples, lists and dicts (a view, the
bot's scores, log lines), nearly all freed at once by reference counting. With
CPython's defaults the collector still runs every 700 new container objects,
and each full collection walks every object the imports created (Textual's
alone are hundreds of thousands). :func:`tune_collector` takes what exists once
the imports are done out of every later collection (``gc.freeze``) and lets the
youngest generation grow to :data:`YOUNG_THRESHOLD` objects before it is
collected. Measured over a run of five-player games with every expansion: 4%
fewer instructions a game (docs/performance.md). Cycles are still collected.
"""

from __future__ import annotations

import gc
from typing import Final

YOUNG_THRESHOLD: Final = 5_000
"""New container objects (allocations less deallocations) between collections of the
youngest generation (CPython's default: 700)."""


def tune_collector() -> None:
    """Freeze every object tracked now and raise the youngest generation's threshold.

    Call once, after the command's imports; the older generations keep their thresholds.
    """
    gc.freeze()
    _, middle, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, oldest)
