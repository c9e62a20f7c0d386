"""An App whose toasts are plain text and do not stack copies of themselves."""

from __future__ import annotations

from time import monotonic

from textual.app import App
from textual.notifications import SeverityLevel


class UnstackedNotesApp(App[None]):
    """A note (toast) raised again while the same one is on show is not shown twice.

    A key pressed three times on a spot that offers nothing gave three identical
    toasts, one above the other, for a few seconds. The copy is dropped; the first
    keeps its own timeout (seconds, as Textual's). Every note is plain text,
    whatever ``markup`` says: seat names and paths may look like markup.
    """

    def __init__(self) -> None:
        super().__init__()
        self._notes_on_show: dict[tuple[str, str, str], float] = {}

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        now = monotonic()
        self._notes_on_show = {note: until for note, until in self._notes_on_show.items() if until > now}
        note = (message, title, severity)
        if note in self._notes_on_show:
            return
        self._notes_on_show[note] = now + (self.NOTIFICATION_TIMEOUT if timeout is None else timeout)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def clear_notifications(self) -> None:
        self._notes_on_show.clear()
        super().clear_notifications()
