"""The Perfumer's rules core: pure Python, no textual or rich."""
