"""The Perfumer (調香師): action points, smell deduction (rulebook seed 001, in Chinese)."""
