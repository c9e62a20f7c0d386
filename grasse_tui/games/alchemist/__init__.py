"""The Grand Alchemist: Renaissance Europe, hidden alchemists and the Grand Inquisitor."""
