"""The Perfumer's own widgets."""
