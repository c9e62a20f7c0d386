"""Eccentric Essences' rules core: pure Python, no textual or rich."""
