"""grasse_tui: perfume-themed tabletop games, hot-seat in the terminal."""

__version__ = "0.1.0"
