"""La Fleur's Textual half: its screen, widgets, final screen and options."""
