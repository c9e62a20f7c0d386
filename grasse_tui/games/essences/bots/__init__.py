"""Eccentric Essences' bots: they read a seat's view and the cards' association tags."""
