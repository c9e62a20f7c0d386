"""Grasse's game log as its screens build it."""

from __future__ import annotations

from grasse_tui.ui.whole_log import WHOLE_LOG_HINT
from grasse_tui.ui.widgets.game_log import GameLog

LOG_TOPIC = "Playing in this app"
"""The help heading F1 opens on a Grasse screen's log."""


def grasse_log(*, id: str) -> GameLog:
    """A :class:`GameLog` for a :class:`~grasse_tui.ui.whole_log.WholeLogScreen`: it names
    ``l`` and Grasse's help."""
    return GameLog(help_topic=LOG_TOPIC, more_hint=WHOLE_LOG_HINT, id=id)
