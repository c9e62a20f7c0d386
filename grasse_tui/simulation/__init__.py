"""``simulate``'s engine, pure Python (no textual or rich): :mod:`.play` plays all-bot games
in this process or in worker processes, :mod:`.tally` adds up win shares by seat, by bot and
by content tag."""
