"""La Fleur's widgets: the board, the châteaux, the seat's own cards."""
