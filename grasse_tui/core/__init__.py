"""Game-agnostic core: the Game protocol, seeded RNG, records, hot-seat control, saves.

Nothing in this package imports textual or rich.
"""
