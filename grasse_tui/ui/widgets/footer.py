"""The footer every screen shows: the keys that work now."""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer


class StableFooter(Footer):
    """A :class:`Footer` that rebuilds its keys only when they change.

    Textual's footer recomposes all its keys on every bindings refresh: each
    focus change, each screen resume and each game refresh, several times for
    every screen shown. Here refreshes that arrive together are handled once,
    and one that leaves the keys, labels and enabled states as they are shown
    is dropped.
    """

    def __init__(self) -> None:
        super().__init__()
        self._shown: tuple[object, ...] | None = None
        self._pending = False

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Textual's handler (same conditions), with the recompose batched and checked."""
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._pending:
            self._pending = True
            self.call_after_refresh(self._recompose_if_changed)

    def _keys(self) -> tuple[object, ...]:
        """What the footer would show: each active binding's key, label, action and state."""
        shown = []
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            display = self.app.get_key_display(binding)
            shown.append((key, display, binding.description, binding.action, binding.show, active.enabled, active.tooltip))
        return tuple(shown)

    async def _recompose_if_changed(self) -> None:
        self._pending = False
        if not self.is_attached:
            return  # its screen went away meanwhile
        keys = self._keys()
        if keys != self._shown:
            self._shown = keys
            await self.recompose()
