"""Small deterministic games and scenes for snapshots and screenshots."""
