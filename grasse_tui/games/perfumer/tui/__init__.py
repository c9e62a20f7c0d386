"""The Textual half of The Perfumer."""
