"""The Grand Alchemist's bots: they see their seat's view and the legal actions only."""
