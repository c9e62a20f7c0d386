"""The Perfumer's bots: they read a seat's view and what the seat itself has smelled."""
