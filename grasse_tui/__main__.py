"""``python -m grasse_tui``: the same as the ``grasse-tui`` command."""

from grasse_tui.cli import main

raise SystemExit(main())
