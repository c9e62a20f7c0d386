"""The Textual app shell: menu, setup, handover shield, help, saves, play controller.

Game screens live with their games (``grasse_tui.games.<id>.ui``) and reach
the shell only through :mod:`grasse_tui.ui.registry` and :mod:`grasse_tui.ui.messages`.
"""

BOT_DELAY = 0.6
"""Seconds a bot waits before each step, so people can follow (``grasse-tui --bot-pace``
changes it; 0 with GRASSE_TUI_FAST=1). Here, not in ``app``, so the CLI can read it
without importing Textual."""
