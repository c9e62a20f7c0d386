"""La Fleur (rulebook: ../shared/seeds/004_…): worker placement, garden parties, a solo automaton."""
