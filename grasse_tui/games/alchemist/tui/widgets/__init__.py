"""The Grand Alchemist's own widgets."""
