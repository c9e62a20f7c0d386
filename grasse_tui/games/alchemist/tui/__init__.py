"""The Textual half of The Grand Alchemist."""
