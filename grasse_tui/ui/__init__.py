"""The Textual app shell: menu, setup, handover shield, help, saves, play controller.

Game screens live with their games (``grasse_tui.games.<id>.tui``). They talk to
the shell through :mod:`grasse_tui.ui.registry` (the contract) and
:mod:`grasse_tui.ui.messages` (what they post up), and build on its shared
widgets: :mod:`~grasse_tui.ui.widgets` (the decision panel with its action list,
choice filter and detail, the game log, the footer, notes),
:mod:`~grasse_tui.ui.turn_end` (the turn-end wording, whether the bar takes
Enter), :mod:`~grasse_tui.ui.text_match` and the help document model in
:mod:`~grasse_tui.ui.help`. Nothing in the shell imports a game's screens but
through the registry.
"""

BOT_DELAY = 0.6
"""Seconds a bot waits before its turn (a third of it between its steps), so people can follow (``grasse-tui --bot-pace``
changes it; 0 with GRASSE_TUI_FAST=1). Here, not in ``app``, so the CLI can read it
without importing Textual."""
