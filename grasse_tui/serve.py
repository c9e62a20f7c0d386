"""``grasse-tui serve``: the app in a browser tab, served by textual-serve on 127.0.0.1.

textual-serve (an aiohttp server with xterm.js in the page) starts one app
process per browser tab that connects, with the command from
:func:`app_command`; closing the tab ends that process. Every tab runs the
same app as a terminal does, with the same ``--data-dir`` and ``--bot-pace``,
so a served table shares the save file with the terminal app. The server
listens on the loopback address only: a tab on this machine can reach it, no
other machine can.

Textual and textual-serve are imported only when the server starts (see
``grasse_tui/cli.py``'s docstring).
"""

from __future__ import annotations

import logging
import shlex
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aiohttp import web

HOST = "127.0.0.1"
"""The only address served: the loopback, never the network."""
DEFAULT_PORT = 8000


def page_url(port: int) -> str:
    """The address to open in a browser, ``http://127.0.0.1:PORT``."""
    return f"http://{HOST}:{port}"


def app_command(data_dir: Path | None, bot_pace: float | None) -> str:
    """The shell command textual-serve runs for each tab: this Python running
    ``-m grasse_tui``, with ``--data-dir`` (made absolute) and ``--bot-pace`` when
    given, each argument quoted for the shell."""
    argv = [sys.executable, "-m", "grasse_tui"]
    if data_dir is not None:
        argv += ["--data-dir", str(data_dir.expanduser().absolute())]
    if bot_pace is not None:
        argv += ["--bot-pace", repr(bot_pace)]
    return shlex.join(argv)


def serve(port: int, data_dir: Path | None, bot_pace: float | None) -> None:
    """Serve the app on ``http://127.0.0.1:port`` until Ctrl+C (or SIGTERM).

    Prints one line saying where to open it as the server starts. Raises OSError,
    with a message for the command line, when the port cannot be listened on
    (already in use, say, or below 1024 without the right to).
    """
    url = page_url(port)
    _check_port(port, url)
    from textual_serve.server import Server  # not at module level: see the module docstring

    class TableServer(Server):
        """textual-serve's server, announcing itself in one line instead of its logo, and
        logging problems only (not every request)."""

        def initialize_logging(self) -> None:
            super().initialize_logging()
            logging.getLogger("aiohttp.access").setLevel(logging.WARNING)

        async def on_startup(self, app: web.Application) -> None:
            print(f"Serving grasse_tui at {url} — open it in a browser; Ctrl+C stops it.", flush=True)

    TableServer(app_command(data_dir, bot_pace), host=HOST, port=port, title="grasse_tui").serve()


def _check_port(port: int, url: str) -> None:
    """Raise OSError saying why ``url`` cannot be served when ``port`` cannot be bound on
    ``HOST`` now. textual-serve announces itself before it binds, so a taken port would
    come up only after the line saying where to open it: this says so first, alone."""
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as aiohttp binds
        try:
            probe.bind((HOST, port))
        except OSError as exc:
            reason = (exc.strerror or str(exc)).lower()
            raise OSError(f"cannot serve {url}: {reason} (choose another port with --port)") from exc
