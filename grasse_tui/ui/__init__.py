"""The Textual app shell: menu, setup, handover shield, help, saves, play controller.

Game screens live with their games (``grasse_tui.games.<id>.ui``) and reach
the shell only through :mod:`grasse_tui.ui.registry` and :mod:`grasse_tui.ui.messages`.
"""
