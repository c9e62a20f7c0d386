"""Grasse's Textual side: its screen, final screen, whole-log screen and widgets."""
