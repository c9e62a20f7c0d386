"""The Grand Alchemist's rules core: plain Python, no textual or rich."""
