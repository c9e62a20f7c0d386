"""La Fleur's bots: each decides from its seat's view and the legal actions only."""
